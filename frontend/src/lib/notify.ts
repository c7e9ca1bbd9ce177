import { useSyncExternalStore } from 'react';

/** The spec's toast kinds. */
export type ToastKind = 'blank' | 'success' | 'error' | 'loading' | 'custom';

/** Auto-dismiss delays in ms; null means the toast stays until dismissed (loading). */
export const TOAST_DURATIONS: Record<ToastKind, number | null> = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: null,
};
/** At most this many toasts are kept; the oldest go first. */
export const TOAST_LIMIT = 20;
/** At most this many are on screen at once; a newer one hides the oldest (issue 15 point 3). */
export const VISIBLE_LIMIT = 3;

/**
 * The toasts a new one makes stale (issue 15 point 3): a success ends the errors before it (the retry worked),
 * an error ends the successes before it, and the same message is not shown twice. Loading toasts are replaced by
 * id only, and a toast given an explicit id replaces nothing else.
 */
export function staleToasts(toasts: readonly Toast[], next: Pick<Toast, 'id' | 'kind' | 'message'>): string[] {
  const outcome = next.kind === 'success' || next.kind === 'error';
  return toasts
    .filter((toast) => toast.visible && toast.id !== next.id && toast.kind !== 'loading')
    .filter(
      (toast) =>
        toast.message === next.message ||
        (outcome && (toast.kind === 'success' || toast.kind === 'error') && toast.kind !== next.kind),
    )
    .map((toast) => toast.id);
}
/** A dismissed toast stays this long (hidden) so it can animate out. */
export const TOAST_REMOVE_DELAY = 1000;

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  duration: number | null;
  visible: boolean;
  createdAt: number;
}

export interface ToastOptions {
  /** Reuse an id to replace a toast in place (e.g. a loading toast turning into a success). */
  id?: string;
  /** Override the kind's duration; null keeps it until dismissed. */
  duration?: number | null;
}

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

export interface Notify {
  (message: string, options?: ToastOptions): string;
  blank(message: string, options?: ToastOptions): string;
  success(message: string, options?: ToastOptions): string;
  error(message: string, options?: ToastOptions): string;
  loading(message: string, options?: ToastOptions): string;
  custom(message: string, options?: ToastOptions): string;
  /** Hide one toast, or all of them without an id. */
  dismiss(id?: string): void;
}

export function createNotifier(timers: Timers = defaultTimers) {
  let toasts: Toast[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const hideTimers = new Map<string, unknown>();
  const removeTimers = new Map<string, unknown>();

  const emit = () => listeners.forEach((listener) => listener());
  const cancel = (map: Map<string, unknown>, id: string) => {
    if (map.has(id)) {
      timers.clearTimeout(map.get(id));
      map.delete(id);
    }
  };

  function remove(id: string) {
    cancel(hideTimers, id);
    cancel(removeTimers, id);
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }

  function dismiss(id?: string) {
    const ids = id === undefined ? toasts.filter((t) => t.visible).map((t) => t.id) : [id];
    let changed = false;
    for (const target of ids) {
      const toast = toasts.find((t) => t.id === target);
      if (!toast || !toast.visible) continue;
      cancel(hideTimers, target);
      toasts = toasts.map((t) => (t.id === target ? { ...t, visible: false } : t));
      removeTimers.set(
        target,
        timers.setTimeout(() => remove(target), TOAST_REMOVE_DELAY),
      );
      changed = true;
    }
    if (changed) emit();
  }

  function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
    const id = options.id ?? `toast-${++counter}`;
    const duration = options.duration === undefined ? TOAST_DURATIONS[kind] : options.duration;
    const toast: Toast = { id, kind, message, duration, visible: true, createdAt: timers.now() };
    cancel(hideTimers, id);
    cancel(removeTimers, id);
    const existing = toasts.findIndex((t) => t.id === id);
    if (existing >= 0) {
      toasts = toasts.map((t, index) => (index === existing ? toast : t));
    } else {
      toasts = [...toasts, toast];
      while (toasts.length > TOAST_LIMIT) {
        const oldest = toasts[0];
        cancel(hideTimers, oldest.id);
        cancel(removeTimers, oldest.id);
        toasts = toasts.slice(1);
      }
    }
    if (options.id === undefined) {
      for (const stale of staleToasts(toasts, toast)) dismiss(stale);
    }
    const visible = toasts.filter((t) => t.visible && t.id !== id);
    for (const old of visible.slice(0, Math.max(0, visible.length - (VISIBLE_LIMIT - 1)))) dismiss(old.id);
    if (duration !== null) {
      hideTimers.set(
        id,
        timers.setTimeout(() => dismiss(id), duration),
      );
    }
    emit();
    return id;
  }

  const notify = Object.assign((message: string, options?: ToastOptions) => show('blank', message, options), {
    blank: (message: string, options?: ToastOptions) => show('blank', message, options),
    success: (message: string, options?: ToastOptions) => show('success', message, options),
    error: (message: string, options?: ToastOptions) => show('error', message, options),
    loading: (message: string, options?: ToastOptions) => show('loading', message, options),
    custom: (message: string, options?: ToastOptions) => show('custom', message, options),
    dismiss,
  }) satisfies Notify;

  return {
    notify: notify as Notify,
    getToasts: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    remove,
  };
}

export type Notifier = ReturnType<typeof createNotifier>;

/** The app-wide notifier: every screen notifies through this one. */
export const notifier = createNotifier();
export const notify: Notify = notifier.notify;

/** The app's notification helper, as a hook for components. */
export function useNotify(): Notify {
  return notify;
}

/** The current toasts, for the toaster that renders them. */
export function useToasts(source: Notifier = notifier): Toast[] {
  return useSyncExternalStore(source.subscribe, source.getToasts, source.getToasts);
}
