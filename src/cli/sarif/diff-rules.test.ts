import { describe, expect, it } from 'vitest';
import { changeClasses } from '../../core/index.ts';
import { classHelp, classRule } from './diff-rules.ts';

describe('classHelp', () => {
  it.each(changeClasses())('has help of its own for %s', (name) => {
    expect(classHelp(name)).not.toContain('see the list of change classes');
  });

  it('reads an output class in the other direction', () => {
    expect(classHelp('output_type_narrowed')).toBe(
      `${classHelp('type_narrowed')} Here in the outputSchema, which callers receive: a widening breaks them and a narrowing does not.`,
    );
  });
});

describe('classRule', () => {
  it('adds how an input break is proved to a schema class only', () => {
    expect(classRule('required_added', 'error').help).toContain('counterexample');
    expect(classRule('tool_removed', 'error').help).not.toContain('counterexample');
    expect(classRule('description_changed', 'note')).toMatchObject({
      id: 'description_changed',
      level: 'note',
    });
  });
});
