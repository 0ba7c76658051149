import { describe, expect, it } from 'vitest';
import { approvalKey, DOCUMENT_TOOLS } from '../../core/index.ts';
import { describeCall, findTool, sampleArgumentsText } from './describe-call.ts';

describe('describeCall', () => {
  it.each([
    ['write_text', { path: 'report.txt', text: '검토 완료' }, 'report.txt', '검토 완료'],
    ['delete_file', { path: 'report.txt' }, 'report.txt', null],
    ['write_text', { path: 7, text: ['x'] }, null, null],
    ['unknown', {}, null, null],
  ])('describes %s %j by its target and new text', (tool, args, target, newText) => {
    const effect = describeCall({ tool, args });
    expect(effect).toMatchObject({ tool, target, newText, key: approvalKey(tool, args) });
    expect(effect.description).toBe(findTool(tool)?.description ?? null);
  });

  it('reads own properties only: a "__proto__" key from JSON lends no path', () => {
    const args: unknown = JSON.parse('{"__proto__": {"path": "inherited.txt"}}');
    expect(describeCall({ tool: 'read_text', args }).target).toBeNull();
    expect(({} as { path?: string }).path).toBeUndefined();
  });
});

describe('sampleArgumentsText', () => {
  it.each(DOCUMENT_TOOLS.map((tool) => [tool.name, tool] as const))(
    'gives %s exactly its declared inputs, path first naming the document',
    (name, tool) => {
      const sample = JSON.parse(sampleArgumentsText(name, 'report.txt'));
      expect(Object.keys(sample)).toEqual(tool.inputs.map(([input]) => input));
      expect(sample.path).toBe('report.txt');
    },
  );

  it('gives an empty object for a tool the gate does not know', () => {
    expect(JSON.parse(sampleArgumentsText('unknown', 'report.txt'))).toEqual({});
  });
});
