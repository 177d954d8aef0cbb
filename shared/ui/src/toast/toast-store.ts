import { createStore } from 'zustand';
import { globalSingleton } from '../utils/global-singleton';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** Spec §9. */
export const DEFAULT_TOAST_DURATION_MS = 3000;

export interface Toast {
  readonly id: number;
  readonly type: ToastType;
  /** Already translated text. */
  readonly message: string;
  readonly durationMs: number;
}

export interface ToastOptions {
  readonly durationMs?: number;
}

interface ToastState {
  readonly toasts: readonly Toast[];
  readonly nextId: number;
}

export const toastStore = globalSingleton('toasts', () => createStore<ToastState>()(() => ({ toasts: [], nextId: 1 })));

function show(type: ToastType, message: string, options: ToastOptions = {}): number {
  const { nextId: id, toasts } = toastStore.getState();
  const toastItem: Toast = { id, type, message, durationMs: options.durationMs ?? DEFAULT_TOAST_DURATION_MS };
  toastStore.setState({ toasts: [...toasts, toastItem], nextId: id + 1 });
  return id;
}

function dismiss(id: number): void {
  const { toasts } = toastStore.getState();
  if (toasts.some((item) => item.id === id)) {
    toastStore.setState({ toasts: toasts.filter((item) => item.id !== id) });
  }
}

/**
 * Shows a toast from anywhere (a component, a hook, a remote, a plain function); the host's
 * Toaster renders it. Returns the id for an early `toast.dismiss`.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismiss,
  dismissAll: () => toastStore.setState({ toasts: [] }),
};
