import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, FULL_MATRIX, looksFor, openExplorer } from './fixtures.ts';
import { loadMcpTools, NESTED_TOOL } from './form-data.ts';
import { FORM_STRINGS } from '../src/ui/form/strings.ts';

const FORM = { en: 'Form', ko: '양식' } as const;

async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

const refused = encodeURIComponent(JSON.stringify({ selector: 'x'.repeat(501), script: 1 }));
const tooLong = encodeURIComponent(JSON.stringify({ selector: 'x'.repeat(501) }));
/** Each scalar state, with the pointer the form pins an error to (and links from its summary), if any. */
const states = [
  ['the scalar form, valid', '?family=reading&tool=observe&view=arguments', null],
  ['the scalar form with a field too long', `?tool=observe&view=arguments&args=${tooLong}`, '/selector'],
  ['the scalar form with a refused key', `?tool=observe&view=arguments&args=${refused}`, '/script'],
] as const;

for (const [index, [name, query, pinned]] of states.entries()) {
  for (const [lang, scheme] of looksFor(index)) {
    test(`axe finds no violations: ${name}, ${lang}, ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openExplorer(page, `${query}&lang=${lang}`);
      await page.getByRole('radio', { name: FORM[lang] }).click();
      await expect(page.locator('fieldset').first()).toBeVisible();
      const link = page.getByRole('link', { name: pinned ?? '/', exact: true });
      if (pinned === '/selector') {
        // the error is pinned to its field, which the summary's link points to
        const field = page.locator('[aria-invalid="true"]');
        await expect(field).toHaveCount(1);
        await expect(link).toHaveAttribute('href', `#${await field.getAttribute('id')}`);
      } else if (pinned === '/script') {
        // a key the tool refuses is listed with a remove button, and the summary links to it
        await expect(
          page.getByRole('button', { name: FORM_STRINGS[lang]['form.remove'].replace('{name}', 'script') }),
        ).toBeVisible();
        await expect(link).toBeVisible();
      } else {
        await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
        await expect(link).toHaveCount(0);
      }
      await expectNoViolations(page);
    });
  }
}

for (const [lang, scheme] of looksFor(states.length)) {
  test(`axe finds no violations: a nested MCP form with issues, null and a variant, ${lang}, ${scheme}`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openExplorer(page, `?lang=${lang}`);
    await loadMcpTools(page, [NESTED_TOOL]);
    const args = {
      query: 1,
      state: 'open',
      since: null,
      target: 'x',
      filters: [{ field: '', op: 'zz' }],
      bad: 1,
    };
    // the first textarea is the arguments editor; the tool result editor follows it
    await page.locator('textarea').first().fill(JSON.stringify(args));
    await page.getByRole('radio', { name: FORM[lang] }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoViolations(page);
  });
}

test('at 320 px the nested form fits without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openExplorer(page);
  await loadMcpTools(page, [NESTED_TOOL]);
  const args = {
    query: 'a long query',
    since: 'now',
    target: 3,
    filters: [{ field: 'label', op: 'eq' }],
    extra: 1,
  };
  // the first textarea is the arguments editor; the tool result editor follows it
  await page.locator('textarea').first().fill(JSON.stringify(args));
  await page.getByRole('radio', { name: 'Form' }).click();
  await expect(page.getByRole('textbox', { name: 'field (required)' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoViolations(page);
});

/** A form string in the page's words, its placeholders filled. */
function say(
  lang: 'en' | 'ko',
  key: keyof (typeof FORM_STRINGS)['en'],
  params: Record<string, string | number> = {},
) {
  const text: string = FORM_STRINGS[lang][key];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
}

/**
 * An MCP tool with every shape the form draws: a nested object, an "X or null", a variant picker, an array,
 * a recursive `$ref`, a property the form cannot draw (any JSON) and closed keys.
 */
const RICH_TOOL = {
  name: 'plan_route',
  description: 'Plans a route.',
  inputSchema: {
    type: 'object',
    properties: {
      title: { type: 'string', maxLength: 40, description: 'A name for the route.' },
      origin: {
        type: 'object',
        properties: { lat: { type: 'number', minimum: -90, maximum: 90 }, lon: { type: 'number' } },
        required: ['lat', 'lon'],
      },
      note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      target: { oneOf: [{ type: 'integer' }, { type: 'string' }] },
      stops: { type: 'array', items: { type: 'string', minLength: 1 } },
      tree: { $ref: '#/$defs/node' },
      extra: {},
    },
    required: ['title', 'origin'],
    additionalProperties: false,
    $defs: {
      node: { type: 'object', properties: { label: { type: 'string' }, child: { $ref: '#/$defs/node' } } },
    },
  },
};

// every state at the widest and the narrowest width: npm test takes the narrow one in one look (the form's fit
// at 320 px is checked on its own as well), npm run test:e2e:full both widths in every look
const MCP_FORM_WIDTHS = [...[1280, 320].entries()].filter(([, width]) => FULL_MATRIX || width === 320);

for (const [index, width] of MCP_FORM_WIDTHS) {
  for (const [lang, scheme] of looksFor(index)) {
    test(`axe finds no violations in each state of an MCP form, ${lang}, ${scheme}, ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(360_000); // six states, each checked by axe, on a busy machine
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await openExplorer(page, `?lang=${lang}`);
      await loadMcpTools(page, [RICH_TOOL]);
      const form = page.locator('.form');
      // a group is named by its key, then "(required)" where the schema says so
      const group = (key: string) => form.getByRole('group', { name: new RegExp(`^${key}( \\(|$)`) });
      const args = {
        title: 'Harbour loop',
        origin: { lat: 37.5, lon: 127 },
        note: 'bring water',
        extra: { any: [1, 2] },
        bogus: 1,
      };
      // the first textarea is the arguments editor; the tool result editor follows it
      await page.locator('textarea').first().fill(JSON.stringify(args));
      await page.getByRole('radio', { name: FORM[lang] }).click();

      // a nested object, a value the form cannot draw shown as JSON in place, and the key JSON mode let in
      await expect(group('origin').getByRole('spinbutton')).toHaveCount(2);
      await expect(
        form.getByRole('textbox', { name: say(lang, 'form.json', { name: 'extra' }) }),
      ).toHaveValue(/"any"/);
      const refused = form.getByRole('group', { name: say(lang, 'form.disallowed') });
      await expect(refused).toContainText('bogus');
      await expect(
        refused.getByRole('button', { name: say(lang, 'form.remove', { name: 'bogus' }) }),
      ).toBeVisible();
      await expectNoViolations(page);

      // "X or null" toggled to null
      const isNull = form.getByRole('checkbox', { name: say(lang, 'form.nullLabel', { name: 'note' }) });
      await expect(isNull).not.toBeChecked();
      await isNull.click();
      await expect(isNull).toBeChecked();
      await expect(group('note').getByRole('textbox')).toHaveCount(0);
      await expectNoViolations(page);

      // a variant picker with a variant chosen
      await form.getByRole('button', { name: say(lang, 'form.add', { name: 'target' }) }).click();
      const kind = group('target').getByRole('radio', { name: 'string', exact: true });
      await kind.click();
      await expect(kind).toHaveAttribute('aria-checked', 'true');
      await expect(group('target').getByRole('textbox', { name: 'string' })).toBeVisible();
      await expectNoViolations(page);

      // an array with items added
      await form.getByRole('button', { name: say(lang, 'form.add', { name: 'stops' }) }).click();
      const addItem = form.getByRole('button', { name: say(lang, 'form.addItem', { name: 'stops' }) });
      await addItem.click();
      await addItem.click();
      await expect(
        group('stops').getByText(say(lang, 'form.items', { count: 2 }), { exact: true }),
      ).toBeVisible();
      await expect(group('stops').getByRole('textbox')).toHaveCount(2);
      await expectNoViolations(page);

      // a recursive $ref, expanded one level on request
      await form.getByRole('button', { name: say(lang, 'form.add', { name: 'tree' }) }).click();
      await group('tree')
        .getByRole('button', { name: say(lang, 'form.add', { name: 'child' }) })
        .click();
      const child = group('tree').getByRole('group', { name: /^child( \(|$)/ });
      await expect(child).toBeVisible();
      await expect(
        child.getByRole('button', { name: say(lang, 'form.add', { name: 'child' }) }),
      ).toBeVisible();
      await expectNoViolations(page);

      if (width === 320) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
    });
  }
}
