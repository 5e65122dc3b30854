import { ErrorCode } from '@hondana/contract';
import { ApiError } from '../../api/api-error';

/** The card fields as the reader typed them (spaces allowed: they are stripped here). */
export interface CardFields {
  cardNumber: string;
  /** MM/YY. */
  cardExpire: string;
  securityCode: string;
}

/** Where and with which public key the company's gateway tokenizes cards (token-setting). */
export interface TokenSetting {
  tokenUrl: string;
  tokenApiKey: string;
}

/** The token endpoint's answer (payments.md: status "success" carries the token). */
interface TokenAnswer {
  status?: unknown;
  token?: unknown;
  message?: unknown;
}

const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

function tokenizingFailed(message: string): ApiError {
  return new ApiError({ status: ErrorCode.CreditCardInvalid, message });
}

/**
 * Turns card fields into the gateway's one-time token, in the browser: the card number and
 * security code go straight to the gateway's token endpoint, never to our server (issue 20, PCI
 * SAQ A-EP), and only the token travels on. A refusal or no answer throws 841 with the gateway's
 * message. A token pays once: each charge or card update asks for a new one.
 */
export async function tokenizeCard(
  setting: TokenSetting,
  card: CardFields,
  language: string,
  // The gateway's own endpoint, not our API: the card fields must not pass through the API client.
  // eslint-disable-next-line no-restricted-globals
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  let answer: TokenAnswer;
  try {
    const response = await fetchImpl(setting.tokenUrl, {
      method: 'POST',
      // No cookie or referrer to a third party: the gateway needs the fields and the key only.
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        token_api_key: setting.tokenApiKey,
        card_number: withoutSpaces(card.cardNumber),
        card_expire: withoutSpaces(card.cardExpire),
        security_code: card.securityCode.trim(),
        lang: language === 'ja' ? 'ja' : 'en',
      }),
    });
    answer = (await response.json()) as TokenAnswer;
  } catch {
    throw tokenizingFailed('');
  }
  if (answer.status === 'success' && typeof answer.token === 'string' && answer.token !== '') {
    return answer.token;
  }
  throw tokenizingFailed(typeof answer.message === 'string' ? answer.message : '');
}
