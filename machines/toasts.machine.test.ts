import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { TOAST_DEFAULT_TIME_MS, toastsMachine } from './toasts.machine';

function start() {
  return createActor(toastsMachine).start();
}

const shown = (actor: ReturnType<typeof start>) =>
  actor
    .getSnapshot()
    .context.toasts.map(({ id, message, type, time }) => ({ id, message, type, time }));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toastsMachine: showing', () => {
  it('defaults to type default and TOAST_DEFAULT_TIME_MS with counter ids', () => {
    const actor = start();
    actor.send({ type: 'toast.show', message: 'Saved' });
    actor.send({ type: 'toast.show', message: 'Oops', toastType: 'error', time: 0 });
    expect(TOAST_DEFAULT_TIME_MS).toBe(3000);
    expect(shown(actor)).toEqual([
      { id: 'toast-1', message: 'Saved', type: 'default', time: 3000 },
      { id: 'toast-2', message: 'Oops', type: 'error', time: 0 },
    ]);
  });

  it.each([
    ['a negative time', -5, 3000],
    ['NaN', Number.NaN, 3000],
    ['Infinity', Number.POSITIVE_INFINITY, 3000],
    ['an explicit time', 1234, 1234],
    ['zero (sticky)', 0, 0],
  ])('resolves %s to %i ms', (_, time, expected) => {
    const actor = start();
    actor.send({ type: 'toast.show', message: 'x', time });
    expect(actor.getSnapshot().context.toasts[0]?.time).toBe(expected);
  });

  it.each([
    ['same type and message', { message: 'Saved', toastType: 'success' as const }, 1],
    ['same message, other type', { message: 'Saved', toastType: 'error' as const }, 2],
    ['same type, other message', { message: 'Stored', toastType: 'success' as const }, 2],
  ])('de-duplicates: %s → %i toast(s)', (_, second, count) => {
    const actor = start();
    actor.send({ type: 'toast.show', message: 'Saved', toastType: 'success' });
    actor.send({ type: 'toast.show', ...second });
    expect(actor.getSnapshot().context.toasts).toHaveLength(count);
  });

  it('treats a missing type as default when de-duplicating', () => {
    const actor = start();
    actor.send({ type: 'toast.show', message: 'Hi' });
    actor.send({ type: 'toast.show', message: 'Hi', toastType: 'default' });
    expect(actor.getSnapshot().context.toasts).toHaveLength(1);
  });

  it('shows an identical toast again once the first is gone', () => {
    const actor = start();
    actor.send({ type: 'toast.show', message: 'Saved', time: 0 });
    actor.send({ type: 'toast.dismiss', id: 'toast-1' });
    actor.send({ type: 'toast.show', message: 'Saved', time: 0 });
    expect(shown(actor).map((t) => t.id)).toEqual(['toast-2']);
  });
});

describe('toastsMachine: timing', () => {
  it('removes a timed toast after exactly its time', async () => {
    const actor = start();
    actor.send({ type: 'toast.show', message: 'Saved' });
    await vi.advanceTimersByTimeAsync(TOAST_DEFAULT_TIME_MS - 1);
    expect(actor.getSnapshot().context.toasts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.toasts).toHaveLength(0);
  });

  it('keeps a toast with time 0 until dismissed', async () => {
    const actor = start();
    actor.send({ type: 'toast.show', message: 'Sticky', time: 0 });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(actor.getSnapshot().context.toasts).toHaveLength(1);
    actor.send({ type: 'toast.dismiss', id: 'toast-1' });
    expect(actor.getSnapshot().context.toasts).toHaveLength(0);
  });

  it('times each toast on its own clock', async () => {
    const actor = start();
    actor.send({ type: 'toast.show', message: 'short', time: 1000 });
    await vi.advanceTimersByTimeAsync(500);
    actor.send({ type: 'toast.show', message: 'long', time: 1000 });
    await vi.advanceTimersByTimeAsync(500);
    expect(shown(actor).map((t) => t.message)).toEqual(['long']);
    await vi.advanceTimersByTimeAsync(500);
    expect(shown(actor)).toEqual([]);
  });

  it('cancels the timer of a dismissed toast, so a later toast is not cut short', async () => {
    const actor = start();
    actor.send({ type: 'toast.show', message: 'first', time: 1000 });
    actor.send({ type: 'toast.dismiss', id: 'toast-1' });
    expect(vi.getTimerCount()).toBe(0);
    actor.send({ type: 'toast.show', message: 'second', time: 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(shown(actor).map((t) => t.id)).toEqual(['toast-2']);
  });
});

describe('toastsMachine: clicking and dismissing', () => {
  it('removes a clickable toast and calls its handler once', () => {
    const onClick = vi.fn();
    const actor = start();
    actor.send({ type: 'toast.show', message: 'Open', onClick });
    actor.send({ type: 'toast.click', id: 'toast-1' });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.toasts).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores a click on a toast without a handler', () => {
    const actor = start();
    actor.send({ type: 'toast.show', message: 'Info', time: 0 });
    expect(actor.getSnapshot().can({ type: 'toast.click', id: 'toast-1' })).toBe(false);
    actor.send({ type: 'toast.click', id: 'toast-1' });
    expect(actor.getSnapshot().context.toasts).toHaveLength(1);
  });

  it('lets a handler show a follow-up toast with the same text', () => {
    const actor = start();
    const onClick = () => actor.send({ type: 'toast.show', message: 'Retry', time: 0 });
    actor.send({ type: 'toast.show', message: 'Retry', time: 0, onClick });
    actor.send({ type: 'toast.click', id: 'toast-1' });
    expect(shown(actor).map((t) => t.id)).toEqual(['toast-2']);
  });

  it.each(['toast.dismiss', 'toast.click'] as const)('ignores %s for an unknown id', (type) => {
    const actor = start();
    actor.send({ type: 'toast.show', message: 'x', onClick: () => undefined });
    actor.send({ type, id: 'toast-9' });
    expect(actor.getSnapshot().context.toasts).toHaveLength(1);
  });
});
