import type { Page } from '@playwright/test';
import { groupAlphabetically, groupByNamePart } from '../src/core/index.ts';
import { test, expect, openExplorer, params, readCatalog } from './fixtures.ts';

const tool = (name: string, description: string, annotations: Record<string, boolean> = {}) => ({
  name,
  description,
  inputSchema: { type: 'object' },
  annotations,
});
// named like a real GitHub server's tools: verb first, snake_case
const GITHUB_LIKE = {
  tools: [
    tool('get_issue', 'Get one issue of a repository.', { readOnlyHint: true }),
    tool('list_issues', 'List the issues of a repository.', { readOnlyHint: true }),
    tool('create_issue', 'Open a new issue.', { destructiveHint: false }),
    tool('push_files', 'Push several files in one commit.'),
    tool('get_pull_request', 'Get one pull request.', { readOnlyHint: true }),
    tool('merge_pull_request', 'Merge a pull request into its base branch.'),
    tool('get_me', 'The authenticated user.', { readOnlyHint: true }),
  ],
};
const NAMES = GITHUB_LIKE.tools.map((t) => t.name);

/** The names of the options a list shows, in order. */
async function optionNames(page: Page): Promise<string[]> {
  const options = page.getByRole('listbox', { name: 'Tools' }).getByRole('option');
  return options.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.name ?? ''));
}

/** Loads an MCP list through the import dialog and waits for its every tool in the list. */
async function loadMcp(page: Page, list: { tools: unknown[] } = GITHUB_LIKE): Promise<void> {
  await page.getByRole('button', { name: 'Load your own catalog…' }).click();
  await page.getByLabel('Or paste catalog JSON').fill(JSON.stringify(list));
  await page.getByRole('button', { name: 'Load pasted JSON' }).click();
  await expect(page.getByRole('listbox', { name: 'Tools' }).getByRole('option')).toHaveCount(
    list.tools.length,
  );
}

test('typing into the search box filters the scalar list, says how many match and Enter opens the best match', async ({
  page,
}) => {
  await openExplorer(page);
  const enabled = readCatalog().filter((t) => t.enabled);
  const list = page.getByRole('listbox', { name: 'Tools' });
  const box = page.getByRole('searchbox', { name: 'Search tools' });
  await box.fill('select');
  await expect.poll(() => optionNames(page)).toEqual(['select_tab', 'select_option']);
  await expect(page.getByRole('status').filter({ hasText: /tools? match/ })).toHaveText(
    `2 of ${enabled.length} tools match.`,
  );
  await box.press('Enter');
  await expect(list.getByRole('option', { name: 'select_tab' })).toHaveAttribute('aria-selected', 'true');
  expect(params(page).get('tool')).toBe('select_tab');

  await box.fill('press_key');
  await expect.poll(() => optionNames(page)).toEqual(['press_key']);
  await expect(page.getByRole('status').filter({ hasText: /tools? match/ })).toHaveText(
    `1 of ${enabled.length} tools matches.`,
  );
  await box.fill('nothing here');
  await expect(list.getByRole('option')).toHaveCount(0);
  await expect(page.getByText('No tool matches.')).toBeVisible();
  await box.fill('');
  await expect(list.getByRole('option')).toHaveCount(enabled.length);
});

test('ArrowDown moves from the search box into the filtered list, whose keys still select', async ({
  page,
}) => {
  await openExplorer(page);
  const list = page.getByRole('listbox', { name: 'Tools' });
  const box = page.getByRole('searchbox', { name: 'Search tools' });
  await box.fill('select');
  await box.press('ArrowDown');
  await expect(list).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(list.getByRole('option', { name: 'select_option' })).toHaveAttribute('aria-selected', 'true');
  expect(params(page).get('tool')).toBe('select_option');
});

test('an MCP list is searched by description words and regrouped A–Z, by name part and by hint', async ({
  page,
}) => {
  await openExplorer(page);
  await loadMcp(page);
  const list = page.getByRole('listbox', { name: 'Tools' });
  for (const group of groupByNamePart(NAMES))
    await expect(list.getByRole('group', { name: group.name ?? 'Other' }).getByRole('option')).toHaveText([
      ...group.tools,
    ]);
  await expect(list.getByRole('group', { name: 'issue' })).toHaveCount(1);

  const box = page.getByRole('searchbox', { name: 'Search tools' });
  await box.fill('repository');
  await expect(list.getByRole('option')).toHaveText(['get_issue', 'list_issues']);
  await expect(page.getByText(`2 of ${NAMES.length} tools match.`)).toBeVisible();
  // the name matches before the description's
  await box.fill('pull');
  await expect(list.getByRole('option')).toHaveText(['get_pull_request', 'merge_pull_request']);
  await box.fill('push_files');
  await box.press('Enter');
  await expect(list.getByRole('option', { name: 'push_files' })).toHaveAttribute('aria-selected', 'true');
  await box.fill('');

  const grouping = page.getByRole('radiogroup', { name: 'Group' });
  await grouping.getByRole('radio', { name: 'A–Z' }).click();
  await expect(list.getByRole('group')).toHaveText(
    groupAlphabetically(NAMES).map((g) => new RegExp(`^${g.name}`)),
  );
  await grouping.getByRole('radio', { name: 'By hint' }).click();
  await expect(list.getByRole('group', { name: 'Read-only' }).getByRole('option')).toHaveText([
    'get_issue',
    'list_issues',
    'get_pull_request',
    'get_me',
  ]);
  await expect(list.getByRole('group', { name: 'Destructive' }).getByRole('option')).toHaveText([
    'push_files',
    'merge_pull_request',
  ]);
  await expect(list.getByRole('group', { name: 'Other' }).getByRole('option')).toHaveText(['create_issue']);
});

test('a search belongs to its catalog: another list, Back to one, or the built-in catalog starts with an empty box', async ({
  page,
}) => {
  await openExplorer(page);
  const list = page.getByRole('listbox', { name: 'Tools' });
  const box = page.getByRole('searchbox', { name: 'Search tools' });
  await loadMcp(page);
  await box.fill('issue');
  await expect(list.getByRole('option')).toHaveText(['get_issue', 'list_issues', 'create_issue']);

  // another list: its every tool, under an empty box
  await loadMcp(page, { tools: [tool('list_issue_types', 'Issue types.'), tool('get_me', 'The user.')] });
  await expect(box).toHaveValue('');
  await expect(page.getByText(/tools? match/)).toHaveCount(0);

  // a search there does not follow Back to the first list, and a keyboard visitor's focus stays in the list
  await box.fill('me');
  await expect(list.getByRole('option')).toHaveText(['get_me']);
  await list.focus();
  await page.goBack();
  await expect(list.getByRole('option')).toHaveCount(NAMES.length);
  await expect(box).toHaveValue('');
  await expect(list).toBeFocused();

  // nor the way back to the built-in catalog
  await box.fill('pull');
  await expect(list.getByRole('option')).toHaveCount(2);
  await page.getByRole('button', { name: 'Back to the synthetic catalog' }).click();
  const enabled = readCatalog().filter((t) => t.enabled);
  await expect(list.getByRole('option')).toHaveCount(enabled.length);
  await expect(box).toHaveValue('');
});
