import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { approvalKey, createMemoryStore, GATE_SCENARIO, runScenario } from '../src/core/index.ts';
import { test, expect, openExplorer, params, looksFor } from './fixtures.ts';

const DOCUMENT = GATE_SCENARIO.document;
const INITIAL = GATE_SCENARIO.initialText;

function content(page: Page) {
  return page.getByRole('group', { name: `Content of ${DOCUMENT}` });
}

function envelope(page: Page) {
  return page.getByRole('group', { name: 'Result envelope' });
}

/** Types a call into the own-call form and runs it with the keyboard. */
async function runOwnCall(page: Page, tool: string, args: unknown): Promise<void> {
  await page.getByRole('combobox', { name: 'Tool' }).selectOption(tool);
  await page.getByRole('textbox', { name: 'Call arguments (JSON)' }).fill(JSON.stringify(args));
  await page.getByRole('button', { name: 'Run', exact: true }).press('Enter');
}

async function expectEnvelope(page: Page, code: string | null): Promise<void> {
  const shown = JSON.parse((await envelope(page).textContent()) ?? '');
  expect(shown.ok).toBe(code === null);
  expect(shown.error?.code ?? null).toBe(code);
}

async function openGate(page: Page, lang = 'en'): Promise<void> {
  await openExplorer(page, `?view=gate${lang === 'en' ? '' : `&lang=${lang}`}`);
}

async function approveByKeyboard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Review and approve this call once…' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Approve this exact call once?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Approve once' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test('the Gate tab is a view of its own in the address', async ({ page }) => {
  await openExplorer(page, '?view=records');
  await page.getByRole('tab', { name: 'Records' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Gate' })).toHaveAttribute('aria-selected', 'true');
  expect(params(page).get('view')).toBe('gate');
  await expect(content(page)).toHaveText(INITIAL);
});

test('the scenario step by step leaves the content the scenario expects after each step', async ({
  page,
}) => {
  await openGate(page);
  const next = page.getByRole('button', { name: 'Next step' });
  const steps = page.getByRole('list', { name: 'Scenario steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(GATE_SCENARIO.steps.length);
  for (const [index, step] of GATE_SCENARIO.steps.entries()) {
    await next.press('Enter');
    const item = steps.nth(index);
    const after = item.getByRole('group', { name: `Document after step ${index + 1}` });
    await expect(after).toHaveText(step.expectedText ?? 'The document does not exist.');
    await expect(content(page)).toHaveText(step.expectedText ?? 'The document does not exist.');
    await expect(item.getByRole('definition').first()).toHaveText(step.expectedCode ?? 'allowed');
    await expect(item).toContainText('As the scenario expects.');
  }
  await expect(next).toBeFocused();
  await expect(page.getByText('Verification: passed')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Approvals held' })).toContainText('No approval is held.');
});

test('approving by keyboard: the dialog opens with focus inside, Escape returns focus, the call passes once', async ({
  page,
}) => {
  await openGate(page);
  const args = { path: DOCUMENT, text: 'reviewed in the browser' };
  const key = approvalKey('write_text', args);
  await runOwnCall(page, 'write_text', args);
  await expectEnvelope(page, 'APPROVAL_REQUIRED');
  await expect(content(page)).toHaveText(INITIAL);
  await expect(page.getByText(key).first()).toBeVisible();

  const opener = page.getByRole('button', { name: 'Review and approve this call once…' });
  await opener.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Approve this exact call once?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(dialog).toContainText(key);
  await expect(dialog).toContainText(args.text);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole('list', { name: 'Approvals held' })).not.toContainText(key);

  await approveByKeyboard(page);
  const run = page.getByRole('button', { name: 'Run', exact: true });
  await expect(run).toBeFocused();
  await expect(page.getByRole('list', { name: 'Approvals held' })).toContainText(key);
  await expect(content(page)).toHaveText(INITIAL);

  await page.keyboard.press('Enter');
  await expectEnvelope(page, null);
  await expect(content(page)).toHaveText(args.text);
  await expect(
    page.getByText('Changed by the last call, write_text, which passed every check.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Approvals held' })).not.toContainText(key);
});

test('a repeat of a used approval is refused and leaves the content as it was', async ({ page }) => {
  await openGate(page);
  const args = { path: DOCUMENT, text: 'once only' };
  await runOwnCall(page, 'write_text', args);
  await approveByKeyboard(page);
  await page.keyboard.press('Enter');
  await expect(content(page)).toHaveText(args.text);

  await runOwnCall(page, 'write_text', { path: DOCUMENT, text: 'twice' });
  await expectEnvelope(page, 'APPROVAL_REQUIRED');
  await runOwnCall(page, 'write_text', args);
  await expectEnvelope(page, 'APPROVAL_REQUIRED');
  await expect(content(page)).toHaveText(args.text);
  await expect(page.getByText('The last call, write_text, was refused with APPROVAL_REQUIRED')).toBeVisible();
});

test('approving moves focus to Run in the same task, so a key pressed at once runs the call', async ({
  page,
}) => {
  await openGate(page);
  await runOwnCall(page, 'write_text', { path: DOCUMENT, text: 'at once' });
  await page.getByRole('button', { name: 'Review and approve this call once…' }).press('Enter');
  const approve = page.getByRole('dialog').getByRole('button', { name: 'Approve once' });
  // read in the click's own task: the dialog's close event, a task later, is too late for a typed Enter
  const focused = await approve.evaluate((button) => {
    (button as HTMLButtonElement).click();
    return document.activeElement?.textContent?.trim();
  });
  expect(focused).toBe('Run');
});

test('refusing: without an approval, or with one for another text, the content does not change', async ({
  page,
}) => {
  await openGate(page);
  await runOwnCall(page, 'write_text', { path: DOCUMENT, text: 'approved text' });
  await approveByKeyboard(page);
  await runOwnCall(page, 'write_text', { path: DOCUMENT, text: 'another text' });
  await expectEnvelope(page, 'APPROVAL_REQUIRED');
  await expect(content(page)).toHaveText(INITIAL);
  await page.getByRole('button', { name: 'Review and approve this call once…' }).press('Enter');
  await page.getByRole('button', { name: 'Cancel' }).press('Enter');
  await runOwnCall(page, 'write_text', { path: DOCUMENT, text: 'another text' });
  await expectEnvelope(page, 'APPROVAL_REQUIRED');
  await expect(content(page)).toHaveText(INITIAL);
});

test('permissions toggle by keyboard: delete is refused without its permission', async ({ page }) => {
  await openGate(page);
  const remove = page.getByRole('checkbox', { name: 'delete' });
  await expect(remove).not.toBeChecked();
  await runOwnCall(page, 'delete_file', { path: DOCUMENT });
  await expectEnvelope(page, 'PERMISSION_DENIED');
  await expect(content(page)).toHaveText(INITIAL);

  await remove.press('Space');
  await expect(remove).toBeChecked();
  await page.getByRole('button', { name: 'Run', exact: true }).press('Enter');
  await expectEnvelope(page, 'APPROVAL_REQUIRED');

  await remove.press('Space');
  await expect(remove).not.toBeChecked();
  await page.getByRole('button', { name: 'Run', exact: true }).press('Enter');
  await expectEnvelope(page, 'PERMISSION_DENIED');
  await expect(content(page)).toHaveText(INITIAL);
});

test('approving the pending step makes the unapproved write pass and marks it as differing', async ({
  page,
}) => {
  await openGate(page);
  const next = page.getByRole('button', { name: 'Next step' });
  await next.press('Enter');
  await approveByKeyboard(page);
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  const written = GATE_SCENARIO.steps[1]!.call.args as { text: string };
  await expect(content(page)).toHaveText(written.text);
  const steps = page.getByRole('list', { name: 'Scenario steps' }).getByRole('listitem');
  await expect(steps.nth(1)).toContainText('Differs from the scenario');
  await page.getByRole('button', { name: 'Reset' }).press('Enter');
  await expect(content(page)).toHaveText(INITIAL);
});

test('the Gate view in Korean prints the scenario’s own Korean lines', async ({ page }) => {
  await openGate(page, 'ko');
  await expect(page.getByRole('tab', { name: '게이트' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: '모든 단계 실행' }).press('Enter');
  const expected = runScenario(createMemoryStore(), { lang: 'ko' }).lines;
  const steps = page.getByRole('list', { name: '시나리오 단계' }).getByRole('listitem');
  for (const [index, line] of expected.slice(0, -1).entries()) {
    await expect(steps.nth(index)).toContainText(line);
  }
  await expect(page.getByText(expected.at(-1)!)).toBeVisible();
  await expect(page.getByRole('group', { name: `${DOCUMENT}의 내용` })).toHaveText(
    GATE_SCENARIO.steps.at(-1)!.expectedText!,
  );
});

const NAMES = {
  en: {
    runAll: 'Run all steps',
    next: 'Next step',
    reset: 'Reset',
    review: 'Review and approve this call once…',
  },
  ko: {
    runAll: '모든 단계 실행',
    next: '다음 단계',
    reset: '처음부터',
    review: '이 호출을 확인하고 한 번 승인…',
  },
} as const;

// one look in npm test, each spec another, so npm test reads every language and scheme across them; every pair in
// npm run test:e2e:full
for (const [lang, scheme] of looksFor(0)) {
  test(`axe finds no violations on the Gate view, ${lang}, ${scheme}, after a run and with the dialog open`, async ({
    page,
  }) => {
    const names = NAMES[lang];
    await page.emulateMedia({ colorScheme: scheme });
    await openGate(page, lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const analyze = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`,
      );
    expect(await analyze()).toEqual([]);
    await page.getByRole('button', { name: names.runAll }).press('Enter');
    expect(await analyze()).toEqual([]);
    await page.getByRole('button', { name: names.reset }).press('Enter');
    await page.getByRole('button', { name: names.next }).press('Enter');
    await page.getByRole('button', { name: names.review }).press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await analyze()).toEqual([]);
  });
}

test('the Gate view fits 320 px without sideways scrolling, dialog included', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openGate(page);
  await page.getByRole('button', { name: 'Run all steps' }).press('Enter');
  await runOwnCall(page, 'write_text', { path: DOCUMENT, text: 'narrow' });
  await page.getByRole('button', { name: 'Review and approve this call once…' }).press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
