/*
 * Search and copy-link controls for a built site's plain documentation (#docs), for readers whose browser
 * does not run the explorer. The explorer removes #docs before this runs, so with it this does nothing.
 *
 * Search: each tool's <article> carries data-words, the words the site builder computed with the core's
 * tokenizer (name, title and description). A tool matches when every typed word, or its singular, starts
 * one of its words, or when the whole query is its name: the explorer's own rule, without its ranking.
 * Tools, index links and groups that do not match are hidden, and a status says how many match.
 *
 * Copy link: a button beside each "Link to this tool" copies the tool's address, #tool-NAME included.
 */
(function () {
  'use strict';
  var docs = document.getElementById('docs');
  var nav = docs && docs.querySelector('main > nav');
  if (!nav) return;
  var articles = Array.prototype.slice.call(docs.querySelectorAll('article[data-words]'));
  var tools = articles.map(function (article) {
    var heading = article.querySelector('h3');
    return {
      article: article,
      name: heading.textContent.toLowerCase(),
      words: article.getAttribute('data-words').split(' '),
      navItem: nav.querySelector('a[href="#' + heading.id + '"]').parentNode,
    };
  });

  // An English plural folded to its singular, as the explorer folds a typed word (`issues` → issue).
  function singular(word) {
    if (word.length <= 3 || /(ss|us|is)$/.test(word)) return word;
    if (/ies$/.test(word)) return word.slice(0, -3) + 'y';
    if (/(ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
    return /s$/.test(word) ? word.slice(0, -1) : word;
  }

  function matches(tool, terms, whole) {
    if (tool.name === whole) return true;
    return terms.every(function (term) {
      var start = singular(term);
      return tool.words.some(function (word) {
        return word.lastIndexOf(start, 0) === 0;
      });
    });
  }

  function countText(shown, total) {
    if (shown === total) return total + (total === 1 ? ' tool' : ' tools');
    if (shown === 0) return 'No tool matches';
    return shown + ' of ' + total + ' tools ' + (shown === 1 ? 'matches' : 'match');
  }

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes).forEach(function (name) {
      node.setAttribute(name, attributes[name]);
    });
    if (text) node.textContent = text;
    return node;
  }

  var box = element('div', { class: 'docs-search', role: 'search' });
  var input = element('input', {
    type: 'search',
    id: 'docs-search',
    autocomplete: 'off',
    spellcheck: 'false',
  });
  var status = element('p', { role: 'status' }, countText(tools.length, tools.length));
  box.append(element('label', { for: 'docs-search' }, 'Search tools'), input, status);
  nav.parentNode.insertBefore(box, nav);

  function filter() {
    var whole = input.value.trim().toLowerCase();
    var terms = whole.split(/\s+/).filter(Boolean);
    var shown = 0;
    tools.forEach(function (tool) {
      var isShown = terms.length === 0 || matches(tool, terms, whole);
      tool.article.hidden = !isShown;
      tool.navItem.hidden = !isShown;
      if (isShown) shown++;
    });
    // a group (its section, and its entry in the index) shows while one of its tools does
    docs.querySelectorAll('main > section').forEach(function (section) {
      section.hidden = !section.querySelector('article:not([hidden])');
    });
    nav.querySelectorAll(':scope > ul > li').forEach(function (item) {
      var list = item.querySelector('ul');
      item.hidden = Boolean(list) && !list.querySelector('li:not([hidden])');
    });
    status.textContent = countText(shown, tools.length);
  }
  input.addEventListener('input', filter);

  function copyLink(link, said) {
    var url = new URL(link.getAttribute('href'), location.href);
    url.search = '';
    var copied = navigator.clipboard ? navigator.clipboard.writeText(url.href) : Promise.reject();
    copied.then(
      function () {
        said.textContent = 'Link copied';
      },
      function () {
        said.textContent = 'The link could not be copied; it is ' + url.href;
      },
    );
  }

  docs.querySelectorAll('article .tool-link').forEach(function (link) {
    var button = element('button', { type: 'button', class: 'copy-link' }, 'Copy link');
    var said = element('span', { role: 'status', class: 'copy-status' });
    button.addEventListener('click', function () {
      said.textContent = '';
      copyLink(link, said);
    });
    link.after(' ', button, ' ', said);
  });
})();
