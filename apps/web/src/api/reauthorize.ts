import type { ApiError } from './api-error';

/** Called when an answer says the session is gone (401, 601, 602). */
export type ReauthorizeHandler = (error: ApiError) => void;

let currentHandler: ReauthorizeHandler | null = null;

/**
 * Registers the handler the session feature provides (cache route, clear session, go to login).
 * Returns a function that removes it again.
 */
export function registerReauthorizeHandler(handler: ReauthorizeHandler): () => void {
  currentHandler = handler;
  return () => {
    if (currentHandler === handler) currentHandler = null;
  };
}

/** Runs the registered handler, if any. */
export function triggerReauthorize(error: ApiError): void {
  currentHandler?.(error);
}
