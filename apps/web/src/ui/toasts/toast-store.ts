/*
 * A small toast queue outside React, so the API layer can raise notices without hooks.
 * One toast shows at a time; the next one follows when it closes.
 */
import { toastDurationMs } from '@hondana/contract';

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

/** Toasts close after 3 s; unknown errors and exceeded-session notices stay 5 s (product §9). */
export { toastDurationMs };

export interface Toast {
  id: number;
  severity: ToastSeverity;
  message: string;
  durationMs: number;
}

type Listener = () => void;

let queue: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly Toast[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

/** Adds a toast to the queue and returns its id. */
export function enqueueToast(
  toast: Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number },
): number {
  const id = nextId++;
  publish([...queue, { durationMs: toastDurationMs.default, ...toast, id }]);
  return id;
}

/** Removes a toast (closed by the user or timed out). */
export function dismissToast(id: number): void {
  publish(queue.filter((toast) => toast.id !== id));
}

/** The current queue, oldest first (stable reference between changes, for useSyncExternalStore). */
export function readToastQueue(): readonly Toast[] {
  return queue;
}

/** Subscribes to queue changes; returns the unsubscribe function. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
