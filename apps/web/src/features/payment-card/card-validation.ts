import type { CardFields } from './tokenize-card';

/** Keys under `payment.card.errors`. */
export type CardFieldError =
  | 'numberRequired'
  | 'numberInvalid'
  | 'expireRequired'
  | 'expireInvalid'
  | 'expirePast'
  | 'securityCodeRequired'
  | 'securityCodeInvalid';

export type CardFieldErrors = Partial<Record<keyof CardFields, CardFieldError>>;

export const emptyCardFields: CardFields = { cardNumber: '', cardExpire: '', securityCode: '' };

/** The check digit every real card number carries (ISO/IEC 7812). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" from what was typed: spaces dropped, "MMYY" given its slash. */
export function normalizeExpiry(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return /^\d{4}$/.test(compact) ? `${compact.slice(0, 2)}/${compact.slice(2)}` : compact;
}

function numberError(value: string): CardFieldError | undefined {
  const digits = value.replace(/[\s-]+/g, '');
  if (digits === '') return 'numberRequired';
  if (!/^\d{14,16}$/.test(digits) || !passesLuhn(digits)) return 'numberInvalid';
  return undefined;
}

function expireError(value: string, now: Date): CardFieldError | undefined {
  const expiry = normalizeExpiry(value);
  if (expiry === '') return 'expireRequired';
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return 'expireInvalid';
  // A card is valid through the last day of its month.
  const firstMonthAfter = new Date(2000 + Number(match[2]), Number(match[1]), 1);
  return now < firstMonthAfter ? undefined : 'expirePast';
}

function securityCodeError(value: string): CardFieldError | undefined {
  const code = value.trim();
  if (code === '') return 'securityCodeRequired';
  return /^\d{3,4}$/.test(code) ? undefined : 'securityCodeInvalid';
}

/**
 * What is wrong with the card fields before they go to the gateway: a typo caught here spares
 * the reader a round trip (the gateway checks them again and answers 841).
 */
export function cardFieldErrors(card: CardFields, now: Date): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const number = numberError(card.cardNumber);
  const expire = expireError(card.cardExpire, now);
  const securityCode = securityCodeError(card.securityCode);
  if (number) errors.cardNumber = number;
  if (expire) errors.cardExpire = expire;
  if (securityCode) errors.securityCode = securityCode;
  return errors;
}

/** True when all three fields are empty (the "please fill out your credit card" toast). */
export function isCardEmpty(card: CardFields): boolean {
  return !card.cardNumber.trim() && !card.cardExpire.trim() && !card.securityCode.trim();
}

/** The fields as the gateway wants them: digits only, expiry MM/YY. */
export function cardForGateway(card: CardFields): CardFields {
  return {
    cardNumber: card.cardNumber.replace(/[\s-]+/g, ''),
    cardExpire: normalizeExpiry(card.cardExpire),
    securityCode: card.securityCode.trim(),
  };
}
