import {
  checkToolResult,
  isReason,
  loadMcpToolsList,
  mcpToolCatalog,
  wordReason,
} from '../src/core/index.ts';
import { IMPORT_STRINGS } from '../src/ui/import/strings.ts';
import { test, expect, pasteCatalog } from './fixtures.ts';

const EN = IMPORT_STRINGS.en;
const LIST = {
  tools: [
    {
      name: 'count_rows',
      description: 'Counts rows.',
      inputSchema: { type: 'object', properties: { table: { type: 'string' } } },
      outputSchema: {
        type: 'object',
        properties: { rows: { type: 'integer', minimum: 0, description: 'How many rows' } },
        required: ['rows'],
      },
    },
    { name: 'ping', inputSchema: { type: 'object' } },
  ],
};

test('a tool with an outputSchema shows its Output section and checks a pasted result as it is typed', async ({
  page,
}) => {
  await pasteCatalog(page, LIST);
  const output = page.getByRole('region', { name: EN['mcp.output'] });
  await expect(output.getByRole('table')).toContainText('How many rows');
  await expect(output.getByRole('rowheader', { name: 'rows' })).toBeVisible();

  // the result check is the tool's Result tab, and the address names it
  await page.getByRole('tab', { name: 'Result' }).click();
  await expect(page).toHaveURL(/[?&]view=result(&|$)/);
  const field = page.getByRole('textbox', { name: EN['mcp.toolResult'] });
  const verdict = page.locator('.result-check [role="status"]');
  // the sample built from the outputSchema conforms
  await expect(verdict).toHaveAttribute('data-verdict', 'conforms');
  await expect(verdict).toContainText(EN['mcp.resultConforms']!);

  const bad = { content: [], structuredContent: { rows: -2 } };
  await field.fill(JSON.stringify(bad));
  await expect(verdict).toHaveAttribute('data-verdict', 'defective');
  const loaded = loadMcpToolsList(LIST);
  if (!loaded.ok) throw new Error('the list does not load');
  const expected = checkToolResult(mcpToolCatalog(loaded.value).tools[0]!, bad).problems;
  expect(expected.map((problem) => problem.path)).toEqual(['/structuredContent/rows']);
  await expect(verdict.getByRole('listitem')).toHaveCount(expected.length);
  await expect(verdict.getByRole('listitem').first()).toContainText('/structuredContent/rows');
  // one problem reads in the singular
  await expect(verdict).toContainText(EN['mcp.resultRefused.one']!.replace('{count}', '1'));
  // each problem is worded from its reason in the visitor's language, by the core's one catalog
  const [problem] = expected;
  if (!problem || !isReason(problem.reason)) throw new Error('the problem has a reason of the catalog');
  await expect(verdict.getByRole('listitem').first()).toContainText(
    wordReason(problem.reason, problem.params, 'en'),
  );
  await page.getByRole('button', { name: '한국어' }).click();
  await expect(verdict.getByRole('listitem').first()).toContainText(
    wordReason(problem.reason, problem.params, 'ko'),
  );
  await page.getByRole('button', { name: 'English' }).click();

  await field.fill(JSON.stringify({ content: [{ type: 'text', text: 'no table' }], isError: true }));
  await expect(verdict).toHaveAttribute('data-verdict', 'error_result');
  await expect(verdict).toContainText(EN['mcp.resultError']!);

  await field.fill(JSON.stringify({ content: [] }));
  await expect(verdict).toHaveAttribute('data-verdict', 'defective');
  await expect(verdict).toContainText('MISSING_STRUCTURED_CONTENT');

  // a result loaded from a file is checked the same way, and shown in the field
  const fromFile = JSON.stringify({ content: [], structuredContent: { rows: 7 } });
  await page.getByLabel(EN['mcp.resultFile']!).setInputFiles({
    name: 'result.json',
    mimeType: 'application/json',
    buffer: Buffer.from(fromFile),
  });
  await expect(field).toHaveValue(fromFile);
  await expect(verdict).toHaveAttribute('data-verdict', 'conforms');

  await field.fill('{ "content": [');
  await expect(verdict).toHaveAttribute('data-verdict', 'done');
  await expect(verdict).toContainText('line 1');
});

test('a tool without an outputSchema has no Output section, and a well-formed result is not compared', async ({
  page,
}) => {
  await pasteCatalog(page, LIST);
  await page.getByRole('option', { name: 'ping' }).click();
  await expect(page.getByText(EN['mcp.description']!, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: EN['mcp.output'] })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Result' }).click();
  const verdict = page.locator('.result-check [role="status"]');
  await expect(verdict).toHaveAttribute('data-verdict', 'conforms');
  await expect(verdict).toContainText(EN['mcp.resultNoOutput']!);
});
