/** Schemas the field rows, and the pages that draw them, are tested on. */

/** An array of objects, each with a required `path` and an optional nested object: rows two levels deep. */
export const FILES_ARRAY = {
  type: 'array',
  items: {
    type: 'object',
    required: ['path'],
    properties: {
      path: { type: 'string' },
      meta: { type: 'object', properties: { mode: { type: 'string' } } },
    },
  },
};
