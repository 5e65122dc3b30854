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

/** The system's time moved ahead by what `advance` added: end-to-end tests (CLOCK_CONTROL=1). */
export interface MovableClock extends Clock {
  advance(milliseconds: number): void;
  /** Back to the system's time. */
  reset(): void;
}

export function createMovableClock(): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (milliseconds) => {
      offset += milliseconds;
    },
    reset: () => {
      offset = 0;
    },
  };
}
