import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotifier, staleToasts, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './notify';

describe('notify', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const visible = (notifier: ReturnType<typeof createNotifier>) =>
    notifier
      .getToasts()
      .filter((t) => t.visible)
      .map((t) => t.message);

  it('hides a success after 2000 ms and removes it 1000 ms later', () => {
    const notifier = createNotifier();
    notifier.notify.success('Welcome back!');
    expect(notifier.getToasts()[0]).toMatchObject({ kind: 'success', duration: 2000, visible: true });

    vi.advanceTimersByTime(1999);
    expect(visible(notifier)).toEqual(['Welcome back!']);
    vi.advanceTimersByTime(1);
    expect(visible(notifier)).toEqual([]);
    expect(notifier.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(notifier.getToasts()).toHaveLength(0);
  });

  it('keeps errors, blank and custom toasts for 4000 ms', () => {
    const notifier = createNotifier();
    notifier.notify.error('Update failed');
    notifier.notify('Plain');
    notifier.notify.custom('Custom');
    expect(notifier.getToasts().map((t) => t.duration)).toEqual([4000, 4000, 4000]);
    vi.advanceTimersByTime(3999);
    expect(visible(notifier)).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(visible(notifier)).toHaveLength(0);
  });

  it('keeps a loading toast until it is dismissed', () => {
    const notifier = createNotifier();
    const id = notifier.notify.loading('Analyzing profiles...');
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(visible(notifier)).toEqual(['Analyzing profiles...']);
    notifier.notify.dismiss(id);
    expect(visible(notifier)).toEqual([]);
  });

  it('honours a per-call duration', () => {
    const notifier = createNotifier();
    notifier.notify('Please contact the sales team', { duration: 8000 });
    vi.advanceTimersByTime(7999);
    expect(visible(notifier)).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(visible(notifier)).toHaveLength(0);
  });

  it('replaces a toast in place when the id is reused', () => {
    const notifier = createNotifier();
    const id = notifier.notify.loading('Saving...');
    notifier.notify.success('Saved', { id });
    expect(notifier.getToasts()).toEqual([expect.objectContaining({ id, kind: 'success', message: 'Saved' })]);
    vi.advanceTimersByTime(2000);
    expect(visible(notifier)).toEqual([]);
  });

  it(`keeps at most ${TOAST_LIMIT} toasts, dropping the oldest`, () => {
    const notifier = createNotifier();
    for (let i = 1; i <= TOAST_LIMIT + 3; i++) notifier.notify(`n${i}`);
    const messages = notifier.getToasts().map((t) => t.message);
    expect(messages).toHaveLength(TOAST_LIMIT);
    expect(messages[0]).toBe('n4');
  });

  it('dismisses every toast when called without an id and tells subscribers', () => {
    const notifier = createNotifier();
    const listener = vi.fn();
    notifier.subscribe(listener);
    notifier.notify('a');
    notifier.notify.error('b');
    notifier.notify.dismiss();
    expect(visible(notifier)).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('stale toasts (issue 15 point 3)', () => {
  const manual = () => {
    const pending: (() => void)[] = [];
    return createNotifier({
      setTimeout: (callback) => pending.push(callback),
      clearTimeout: () => undefined,
      now: () => 0,
    });
  };
  const shown = (n: ReturnType<typeof createNotifier>) =>
    n
      .getToasts()
      .filter((t) => t.visible)
      .map((t) => `${t.kind}:${t.message}`);

  it('a success replaces the error before it, and an error the success before it', () => {
    const n = manual();
    n.notify.error('Invalid credentials');
    n.notify.success('Welcome back!');
    expect(shown(n)).toEqual(['success:Welcome back!']);
    n.notify.error('Search failed');
    expect(shown(n)).toEqual(['error:Search failed']);
  });

  it('shows the same message once, keeps a loading toast, and keeps at most three on screen', () => {
    const n = manual();
    n.notify.loading('Working...');
    n.notify.error('Search failed');
    n.notify.error('Search failed');
    expect(shown(n)).toEqual(['loading:Working...', 'error:Search failed']);
    n.notify.blank('one');
    n.notify.blank('two');
    expect(shown(n)).toEqual(['error:Search failed', 'blank:one', 'blank:two']);
  });

  it('staleToasts leaves a toast replaced by id alone', () => {
    const toast = { id: 'a', kind: 'error' as const, message: 'x', duration: 1, visible: true, createdAt: 0 };
    expect(staleToasts([toast], { id: 'a', kind: 'success', message: 'y' })).toEqual([]);
    expect(staleToasts([toast], { id: 'b', kind: 'success', message: 'y' })).toEqual(['a']);
  });
});
