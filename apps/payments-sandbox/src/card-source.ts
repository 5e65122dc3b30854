import { record, text, type Params } from './api-envelope.js';
import { ResultCode } from './result-codes.js';
import {
  merchantScoped,
  type CardOnFile,
  type MerchantCredentials,
  type SandboxState,
} from './sandbox-state.js';

const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,100}$/;

export type CardSource =
  /** `saveTo`: the account a new card is also saved to (token with `accountParam.accountId`). */
  | { ok: true; card: CardOnFile; fromToken: boolean; saveTo?: string }
  | { ok: false; vResultCode: string; message: string };

/**
 * The card an authorization pays with: `payNowIdParam.token` (a new card, usable once, only by
 * the merchant whose token API key made it) or `payNowIdParam.accountParam` (a saved card: the
 * account's `cardParam.cardId`, else its default card).
 */
export function cardSourceOf(
  state: SandboxState,
  merchant: MerchantCredentials,
  params: Params,
  now: number,
): CardSource {
  const payNowIdParam = record(params, 'payNowIdParam');
  const token = payNowIdParam ? text(payNowIdParam, 'token') : undefined;
  const accountParam = record(payNowIdParam, 'accountParam');
  const accountId = accountParam ? text(accountParam, 'accountId') : undefined;
  if (token !== undefined) {
    if (accountId !== undefined && !ACCOUNT_ID.test(accountId)) {
      return {
        ok: false,
        vResultCode: ResultCode.accountInvalidParameter,
        message: 'accountId must be 1-100 characters of A-Z, a-z, 0-9, _ and -.',
      };
    }
    const card = consumeToken(state, merchant, token, now);
    if ('vResultCode' in card) return { ok: false, ...card };
    return {
      ok: true,
      card,
      fromToken: true,
      ...(accountId !== undefined && { saveTo: accountId }),
    };
  }
  if (accountId === undefined) {
    return {
      ok: false,
      vResultCode: ResultCode.invalidParameter,
      message: 'payNowIdParam needs a token or an accountParam.',
    };
  }
  const account = state.accounts.get(merchantScoped(merchant.ccid, accountId));
  const cardId = text(record(accountParam, 'cardParam') ?? {}, 'cardId');
  const card = account?.cards.find((c) => (cardId ? c.cardId === cardId : c.defaultCard));
  if (!card) {
    return { ok: false, vResultCode: ResultCode.unknownAccount, message: 'No such saved card.' };
  }
  return { ok: true, card, fromToken: false };
}

/** A token pays once, and only for the merchant whose token API key made it. */
export function consumeToken(
  state: SandboxState,
  merchant: MerchantCredentials,
  token: string,
  now: number,
): CardOnFile | { vResultCode: string; message: string } {
  const stored = state.tokens.get(token);
  if (!stored || stored.tokenApiKey !== merchant.tokenApiKey) {
    return { vResultCode: ResultCode.invalidToken, message: 'Unknown token.' };
  }
  if (stored.used || stored.expiresAt <= now) {
    return { vResultCode: ResultCode.invalidToken, message: 'The token was used or has expired.' };
  }
  stored.used = true;
  return stored.card;
}

export type CardDecision = { approved: true } | { approved: false; vResultCode: string };

/**
 * What the "card company" says. A card that asks for 3-D Secure is refused only when a reader
 * pays with a new token outside 3-D Secure: a saved card charged by the merchant (a renewal) is
 * approved, as merchant-initiated charges are exempt.
 */
export async function decide(
  state: SandboxState,
  card: CardOnFile,
  context: { fromToken: boolean; threeDSecure: boolean },
): Promise<CardDecision> {
  switch (card.behaviour) {
    case 'decline':
      return { approved: false, vResultCode: ResultCode.declined };
    case 'unknown':
      return { approved: false, vResultCode: ResultCode.notATestCard };
    case 'challenge':
      return context.fromToken && !context.threeDSecure
        ? { approved: false, vResultCode: ResultCode.threeDSecureRequired }
        : { approved: true };
    case 'hang':
      await state.hang();
      return { approved: true };
    case 'approve':
      return { approved: true };
  }
}

/** The same orderId answers its first answer, even while that one is still being worked out. */
export function once(
  state: SandboxState,
  ccid: string,
  orderId: string,
  work: () => Promise<object>,
): Promise<object> {
  const key = merchantScoped(ccid, orderId);
  const earlier = state.orders.get(key);
  if (earlier) return earlier;
  const answer = work();
  state.orders.set(key, answer);
  // What Search/search reads: an order is known once its first answer is worked out.
  void answer.then((settled) => state.answered.set(key, settled));
  return answer;
}
