/**
 * What a card number does in the sandbox. The two successful numbers are VeriTrans4G's own test
 * cards; the others are ours, Luhn-valid so that every format check passes and only the
 * behaviour differs (README "The payments sandbox" lists them).
 */
export type CardBehaviour =
  /** Approved. */
  | 'approve'
  /** Always refused by the "card company". */
  | 'decline'
  /** Asks for 3-D Secure: a new token on Authorize/card is refused, Authorize/mpi challenges. */
  | 'challenge'
  /** The answer hangs for the sandbox's hang time (then approves): the caller's timeout fires. */
  | 'hang'
  /** Well-formed but not a test card: refused, so a typo never looks like a success. */
  | 'unknown';

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4111111111111111': 'approve',
  '5555555555554444': 'approve',
  '4000000000000002': 'decline',
  '4000000000003220': 'challenge',
  '4000000000000119': 'hang',
};

export function behaviourOf(cardNumber: string): CardBehaviour {
  return TEST_CARDS[cardNumber] ?? 'unknown';
}

/** The check digit every real card number carries (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
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

export function isCardNumber(value: string): boolean {
  return /^\d{14,16}$/.test(value) && passesLuhn(value);
}

/** At most the first 6 and the last 4 digits, as the real service answers them. */
export function maskCardNumber(cardNumber: string): string {
  return `${cardNumber.slice(0, 6)}${'*'.repeat(cardNumber.length - 10)}${cardNumber.slice(-4)}`;
}

/** "MM/YY" not in the past (a card is valid through the last day of its month). */
export function isUsableExpiry(value: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!match) return false;
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  const firstDayAfter = Date.UTC(year, month, 1);
  return now.getTime() < firstDayAfter;
}
