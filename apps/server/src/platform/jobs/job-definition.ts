import type { z } from 'zod';

/**
 * A background job: its queue name, the shape of its data (checked when sent and again when run,
 * because a job may outlive the code version that sent it) and what to do.
 */
export interface JobDefinition<T> {
  /** Queue name: letters, digits, '-', '_', '.', '/' (e.g. `content.extract-text`). */
  name: string;
  schema: z.ZodType<T>;
  /** Throwing fails the attempt; the job is retried until `retryLimit` is used up. */
  handler: (data: T, attempt: JobAttempt) => Promise<void>;
  /** Retries after the first failed attempt; default 3. */
  retryLimit?: number;
  /** The first retry waits about this long, then the wait doubles (max 10 min); default 10. */
  retryDelaySeconds?: number;
  /** An attempt still running after this long is failed (and retried); default 15 min. */
  timeoutSeconds?: number;
  /**
   * Name of another registered job that receives this job's data once no attempt is left: every
   * attempt failed, timed out, or died with its process. For clean-up a handler cannot do itself
   * (it never runs again after a kill). The dead-letter job must not have one of its own.
   */
  deadLetter?: string;
  /**
   * A cron expression, read in UTC: the job is also sent on this schedule, with `{}` as its data
   * (its schema must take it). A time that passed while no process ran jobs is sent once when one
   * starts again; dropping the expression drops the schedule at the next start.
   */
  cron?: string;
}

/** What a handler is told about the attempt it runs. */
export interface JobAttempt {
  /**
   * Aborted once the attempt's outcome no longer counts: it ran past `timeoutSeconds` (pg-boss has
   * then failed it and may already be retrying it), another worker took its claim, or the queue is
   * stopping. Work that can run long stops on it, so it does not go on beside its own retry.
   */
  signal: AbortSignal;
}

const JOB_NAME = /^[A-Za-z0-9_.\-/]{1,100}$/;

/** Declares a job; checks the options early so a typo fails at startup, not at the first send. */
export function defineJob<T>(def: JobDefinition<T>): JobDefinition<T> {
  if (!JOB_NAME.test(def.name)) {
    throw new Error(`job name "${def.name}" must be 1-100 letters, digits, '-', '_', '.' or '/'`);
  }
  assertWholeNumber(def.name, 'retryLimit', def.retryLimit, 0);
  assertWholeNumber(def.name, 'retryDelaySeconds', def.retryDelaySeconds, 0);
  assertWholeNumber(def.name, 'timeoutSeconds', def.timeoutSeconds, 1);
  if (
    def.deadLetter !== undefined &&
    (!JOB_NAME.test(def.deadLetter) || def.deadLetter === def.name)
  ) {
    throw new Error(`job "${def.name}": deadLetter must name another job`);
  }
  if (def.cron !== undefined && !def.schema.safeParse({}).success) {
    throw new Error(`job "${def.name}": a scheduled job's schema must accept {}`);
  }
  return def;
}

function assertWholeNumber(
  job: string,
  field: string,
  value: number | undefined,
  min: number,
): void {
  if (value !== undefined && (!Number.isInteger(value) || value < min)) {
    throw new Error(`job "${job}": ${field} must be an integer >= ${min}`);
  }
}
