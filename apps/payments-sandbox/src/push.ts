import { randomInt } from 'node:crypto';
import { contentHmacOf } from './protocol.js';
import type { MpiOutcome, MpiTransaction, SandboxState } from './sandbox-state.js';

/** yyyyMMddHHmmss in Japan time, as the real service writes its timestamps. */
export function japanTimestamp(at: Date): string {
  const japan = new Date(at.getTime() + 9 * 60 * 60 * 1000).toISOString();
  return japan.slice(0, 19).replace(/[-T:]/g, '');
}

/**
 * Tells the merchant's `pushUrl` how a 3-D Secure order ended: a form body of numbered entries
 * (`numberOfNotify`, then `orderId0`, `mstatus0`, …) signed in `content-hmac`. One attempt; the
 * merchant must also be able to learn the outcome by GetResult, as with the real service.
 */
export async function sendPush(
  state: SandboxState,
  transaction: MpiTransaction,
  outcome: MpiOutcome,
): Promise<void> {
  if (!transaction.pushUrl) return;
  const body = new URLSearchParams({
    numberOfNotify: '1',
    pushTime: japanTimestamp(new Date()),
    pushId: String(randomInt(10_000_000, 100_000_000)),
    orderId0: transaction.orderId,
    vResultCode0: outcome.vResultCode,
    mstatus0: outcome.mstatus,
    mpiMstatus0: outcome.mpiMstatus,
    cardMstatus0: outcome.cardMstatus,
    txnType0: 'Authorize',
    amount0: String(transaction.amount),
  }).toString();
  const { ccid, secretKey } = transaction.merchant;
  let status = 0;
  try {
    const response = await fetch(transaction.pushUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'content-hmac': contentHmacOf(ccid, body, secretKey),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    status = response.status;
    await response.body?.cancel();
  } catch {
    status = 0;
  }
  state.pushes.push({ url: transaction.pushUrl, orderId: transaction.orderId, status });
}
