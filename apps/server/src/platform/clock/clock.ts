/**
 * The time rules read (session expiry, lockouts, link lifetimes, content group dates, billing
 * periods). Services take it as a port, so a test moves time instead of waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets and moves; it starts at `start` and stands still until moved. */
export interface TestClock extends Clock {
  set(at: Date): void;
  advance(milliseconds: number): void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = at.getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}
