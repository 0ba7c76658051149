import { tick } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { measureUntilRendered } from './measure-render.ts';

afterEach(() => performance.clearMeasures());

describe('measureUntilRendered', () => {
  it('adds one measure under the given name once pending updates are flushed', async () => {
    measureUntilRendered('test:render');
    expect(performance.getEntriesByName('test:render')).toHaveLength(0);
    await tick();
    await Promise.resolve();
    const [entry, ...rest] = performance.getEntriesByName('test:render', 'measure');
    expect(rest).toHaveLength(0);
    expect(entry!.duration).toBeGreaterThanOrEqual(0);
  });

  it.each([1, 3, 10])('keeps %i measures apart when called that many times before a flush', async (count) => {
    for (let i = 0; i < count; i++) measureUntilRendered('test:many');
    await tick();
    await Promise.resolve();
    expect(performance.getEntriesByName('test:many', 'measure')).toHaveLength(count);
  });
});
