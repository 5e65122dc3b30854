/**
 * A file that cannot be processed as it is (corrupt, encrypted, not a book): the content ends in
 * status 4 with this message for the company administrator, and the job is not retried, because
 * the same bytes would fail again.
 */
export class ProcessingError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProcessingError';
  }
}

/** Lets the event loop serve requests between pages: jobs run in the web server's process. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
