import { describe, expect, it, vi } from 'vitest';
import { lazy, loadAfterThisTask } from './lazy.ts';

const module = { default: 'a module' };

describe('lazy', () => {
  it('loads once however often it is asked', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const view = lazy(load);
    expect(await Promise.all([view(), view(), view()])).toEqual([module, module, module]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load instead of keeping the failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(module);
    const view = lazy(load);
    await expect(view()).rejects.toThrow('offline');
    expect(await view()).toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadAfterThisTask', () => {
  it('asks for the code only in a later task, then gives what it loads', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(() => Promise.resolve(module));
      const loaded = loadAfterThisTask(load);
      await Promise.resolve();
      expect(load).not.toHaveBeenCalled();
      await vi.runAllTimersAsync();
      expect(await loaded).toBe(module);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
