/**
 * Toast notifications for the public site (the home form now; the quick scan and survey later).
 * A tiny store instead of Chakra's toaster: that one brings a state machine of its own (about
 * 6 KB gzip) for stacking and swiping, which a few short notices do not need.
 */
export type ToastType = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  type?: ToastType;
  /** Milliseconds before it closes by itself; default 5000. */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Toast[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export const toaster = {
  create(options: ToastOptions): number {
    const toast: Toast = { id: nextId++, type: 'info', duration: 5000, ...options };
    emit([...toasts, toast]);
    timers.set(
      toast.id,
      setTimeout(() => toaster.dismiss(toast.id), toast.duration),
    );
    return toast.id;
  },
  dismiss(id: number): void {
    clearTimeout(timers.get(id));
    timers.delete(id);
    emit(toasts.filter((toast) => toast.id !== id));
  },
  // Arrow functions: useSyncExternalStore is handed these two unbound.
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly Toast[] => toasts,
};

const NO_TOASTS: readonly Toast[] = [];
export const getServerSnapshot = (): readonly Toast[] => NO_TOASTS;
