import { describe, expect, it } from 'vitest';
import { changeField } from './change-field.ts';
import type { DiffChange } from './types.ts';

const change = (kind: DiffChange['kind'], pointer: string, name = 'bound_tightened', key?: string) => ({
  kind,
  pointer,
  class: name,
  params: key === undefined ? {} : { key },
});

describe('changeField', () => {
  it.each([
    [change('input', '/inputSchema/properties/perPage/maximum'), '/perPage'],
    [change('input', '/inputSchema/properties/o/properties/a~1b/type'), '/o/a~1b'],
    [change('input', '/inputSchema/properties/l/items/properties/id/type'), '/l/*/id'],
    [change('input', '/inputSchema/properties/m/additionalProperties/type'), '/m/*'],
    [change('input', '/inputSchema/properties/v/anyOf/0/minLength'), '/v'],
    [change('input', '/inputSchema/properties/x', 'open_object_property_added', 'x'), '/x'],
    [change('input', '/inputSchema/required/2', 'required_added', 'ref'), '/ref'],
    [change('input', '/inputSchema/properties/o/required', 'required_removed', 'a'), '/o/a'],
    [change('input', '/inputSchema/additionalProperties', 'additional_properties_closed'), ''],
    [change('output', '/outputSchema/type', 'output_type_changed'), ''],
    [change('output', '/outputSchema/required/0', 'output_required_added', 'n'), '/n'],
    [change('input', '/inputSchema/$defs/t/maxLength'), undefined],
    [change('annotations', '/annotations/readOnlyHint', 'annotation_weakened'), undefined],
    [change('removed', '', 'tool_removed'), undefined],
  ])('%j is about %j', (given, field) => expect(changeField(given)).toBe(field));
});
