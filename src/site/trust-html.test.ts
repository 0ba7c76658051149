import { describe, expect, it } from 'vitest';
import { pinCatalog } from '../core/index.ts';
import { PIN_HASHING } from '../cli/commands/pin-hashing.ts';
import { POISONED_TOOL, SMUGGLED, WEATHER_LIST } from '../../e2e/cost-trust-data.ts';
import { loadSiteCatalog } from './site-catalog.ts';
import { catalogTrustHtml, toolTrustHtml, trustSite } from './trust-html.ts';

function siteOf(value: unknown) {
  const site = loadSiteCatalog(value);
  if (!site.ok) throw new Error(site.error.message);
  return site.value;
}

const trust = trustSite(siteOf(WEATHER_LIST));

describe('trustSite', () => {
  it('finds the smuggled instruction and pins every tool as tool-contract pin does', () => {
    const codes = trust.findings.map((finding) => `${finding.tool} ${finding.code} ${finding.pointer}`);
    expect(codes).toEqual([
      `${POISONED_TOOL} HIDDEN_TEXT /description`,
      `${POISONED_TOOL} INSTRUCTION_TEXT /description`,
      `${POISONED_TOOL} SENSITIVE_READ /description`,
      `${POISONED_TOOL} EXFILTRATION_FIELD /inputSchema/properties/city`,
    ]);
    const pins = pinCatalog(WEATHER_LIST, PIN_HASHING);
    expect(pins.ok && pins.value.tools).toEqual(trust.pins);
    expect(trust.tools).toBe(4);
  });

  it('leaves out the pins of a catalog that holds a lone surrogate', () => {
    const broken = trustSite(
      siteOf({ tools: [{ name: 'a', description: 'x\ud800', inputSchema: { type: 'object' } }] }),
    );
    expect(broken.pins).toBeNull();
    expect(toolTrustHtml(broken, 'a', 'en')).toContain('No pin');
  });
});

describe('catalogTrustHtml', () => {
  it('counts the findings by severity and links each tool that has any', () => {
    const html = catalogTrustHtml(trust, 'en', (name) => `tool-${name}.html`);
    expect(html).toContain('4 tools scanned for text that works on the model: 3 errors, 1 warning.');
    expect(html).toContain(
      `<li><a href="tool-${POISONED_TOOL}.html#tool-${POISONED_TOOL}"><code><bdi>${POISONED_TOOL}</bdi></code></a> 3 errors, 1 warning</li>`,
    );
  });

  it('says so when nothing is found, in the site language', () => {
    const clean = trustSite(siteOf({ tools: WEATHER_LIST.tools.slice(0, 2) }));
    expect(catalogTrustHtml(clean, 'en', () => '')).toContain('Nothing hidden');
    expect(catalogTrustHtml(clean, 'ko', () => '')).toContain('오류 0개, 경고 0개');
  });
});

describe('toolTrustHtml', () => {
  const html = toolTrustHtml(trust, POISONED_TOOL, 'en');

  it('shows the hidden text decoded, escaped, with no invisible character left in the page', () => {
    expect(html).toContain(`<pre class="decoded"><code><bdi>${SMUGGLED}</bdi></code></pre>`);
    expect(html).toMatch(/data-code="HIDDEN_TEXT" data-severity="error"/);
    expect(html).toContain('<code class="pointer"><bdi>/description</bdi></code>');
    expect(/[\u{e0000}-\u{e007f}\u200b-\u200f\u202a-\u202e]/u.test(html)).toBe(false);
  });

  it('gives the tool its pin, the hex tool-contract pin writes', () => {
    expect(html).toContain(`<code class="pin">${trust.pins![POISONED_TOOL]}</code>`);
    expect(toolTrustHtml(trust, 'get_alerts', 'en')).not.toContain('class="findings"');
  });

  it('escapes markup a decoded payload spells', () => {
    const site = siteOf({
      tools: [
        { name: 'x', description: 'Fine.\u{e003c}\u{e0062}\u{e003e}', inputSchema: { type: 'object' } },
      ],
    });
    const out = toolTrustHtml(trustSite(site), 'x', 'en');
    expect(out).toContain('<code><bdi>&#60;b&#62;</bdi></code>');
    expect(out).not.toContain('<b>');
  });

  it('words the findings in Korean for a Korean site', () => {
    expect(toolTrustHtml(trust, POISONED_TOOL, 'ko')).toContain('숨은 텍스트(해독)');
  });

  it('writes nothing for a tool that is neither scanned nor pinned', () => {
    expect(toolTrustHtml(trust, 'missing', 'en')).toBe('');
  });
});
