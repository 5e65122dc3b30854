import { randomUUID } from 'node:crypto';
import { japanTimestamp } from './push.js';
import { TokenCode } from './result-codes.js';
import type { SandboxState } from './sandbox-state.js';
import { behaviourOf, isCardNumber, isUsableExpiry, maskCardNumber } from './test-cards.js';

/** Real tokens last a short while; long enough for a reader to finish the order page. */
const TOKEN_LIFETIME_MS = 30 * 60 * 1000;

export interface TokenAnswer {
  status: number;
  body: Record<string, string>;
}

const refused = (code: string, message: string): TokenAnswer => ({
  status: 400,
  body: { status: 'failure', code, message },
});

/**
 * `POST /4gtoken`: the browser's card fields become a one-time token (36 characters). The card
 * number and security code are checked and dropped: only the masked number, the expiry and the
 * test card's behaviour stay behind the token.
 */
export function createToken(state: SandboxState, body: unknown, now: Date): TokenAnswer {
  if (typeof body !== 'object' || body === null) {
    return refused(TokenCode.malformedRequest, 'The body must be a JSON object.');
  }
  const field = (name: string) => {
    const value = (body as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : '';
  };
  const tokenApiKey = field('token_api_key');
  if (!state.merchantByTokenApiKey(tokenApiKey)) {
    return refused(TokenCode.unknownTokenApiKey, 'Unknown token_api_key.');
  }
  const cardNumber = field('card_number');
  if (!isCardNumber(cardNumber)) {
    return refused(TokenCode.invalidCardNumber, 'The card number is not valid.');
  }
  const expire = field('card_expire');
  if (!isUsableExpiry(expire, now)) {
    return refused(TokenCode.invalidExpiry, 'card_expire must be MM/YY, not in the past.');
  }
  if (!/^\d{3,4}$/.test(field('security_code'))) {
    return refused(TokenCode.invalidSecurityCode, 'The security code must be 3 or 4 digits.');
  }
  const token = randomUUID();
  const expiresAt = now.getTime() + TOKEN_LIFETIME_MS;
  const maskedNumber = maskCardNumber(cardNumber);
  state.tokens.set(token, {
    tokenApiKey,
    card: { maskedNumber, expire, behaviour: behaviourOf(cardNumber) },
    expiresAt,
    used: false,
  });
  return {
    status: 200,
    body: {
      token,
      token_expire_date: japanTimestamp(new Date(expiresAt)),
      req_card_number: maskedNumber,
      status: 'success',
      code: TokenCode.success,
      message: field('lang') === 'ja' ? 'トークンを発行しました。' : 'The token was issued.',
    },
  };
}
