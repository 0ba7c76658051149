import { describe, expect, it, vi } from 'vitest';
import { afterNextFrame, lazy, loadAfterThisTask } from './lazy.ts';

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

describe('afterNextFrame', () => {
  it('resolves only in a task after the next frame, not in the frame itself', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.useFakeTimers();
    try {
      let isDone = false;
      const done = afterNextFrame().then(() => (isDone = true));
      await vi.runAllTimersAsync();
      expect(isDone).toBe(false);
      expect(frames).toHaveLength(1);
      frames[0]!(0);
      await Promise.resolve();
      expect(isDone).toBe(false);
      await vi.runAllTimersAsync();
      await done;
      expect(isDone).toBe(true);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
