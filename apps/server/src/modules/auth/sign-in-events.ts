import { ErrorCode, type Action } from '@hondana/contract';
import { AppError } from '../../platform/http/app-error.js';
import type { SecurityEvents } from '../../platform/log/security-events.js';

/**
 * Runs a sign-in and records how it ended: success with the account signed in, a lockout (425)
 * or another refusal with its catalogue code. Unexpected errors are the error handler's.
 */
export async function recordSignIn<T extends { id: number }>(
  events: SecurityEvents,
  action: Action,
  signIn: () => Promise<T>,
): Promise<T> {
  try {
    const results = await signIn();
    events.record({ action, outcome: 'success', subjectId: results.id });
    return results;
  } catch (error) {
    if (error instanceof AppError) {
      const outcome = error.code === ErrorCode.AccountBlocked ? 'locked' : 'failure';
      events.record({ action, outcome, details: { code: error.code } });
    }
    throw error;
  }
}
