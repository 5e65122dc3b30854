import { describe, expect, it } from 'vitest';
import { cardFieldErrors, cardForGateway, isCardEmpty, normalizeExpiry } from './card-validation';

const now = new Date(2026, 10, 27);
const good = { cardNumber: '4111 1111 1111 1111', cardExpire: '12/30', securityCode: '123' };

describe('card fields', () => {
  it('accepts a test card with spaces, an expiry this month or later and 3-4 digits', () => {
    expect(cardFieldErrors(good, now)).toEqual({});
    expect(cardFieldErrors({ ...good, cardExpire: '11/26', securityCode: '1234' }, now)).toEqual(
      {},
    );
    expect(cardFieldErrors({ ...good, cardExpire: '1230' }, now)).toEqual({});
  });

  it('names what is missing or wrong in each field', () => {
    expect(cardFieldErrors({ cardNumber: '', cardExpire: '', securityCode: '' }, now)).toEqual({
      cardNumber: 'numberRequired',
      cardExpire: 'expireRequired',
      securityCode: 'securityCodeRequired',
    });
    expect(
      cardFieldErrors(
        { cardNumber: '4111 1111 1111 1112', cardExpire: '13/30', securityCode: '12' },
        now,
      ),
    ).toEqual({
      cardNumber: 'numberInvalid',
      cardExpire: 'expireInvalid',
      securityCode: 'securityCodeInvalid',
    });
    expect(cardFieldErrors({ ...good, cardExpire: '10/26' }, now)).toEqual({
      cardExpire: 'expirePast',
    });
  });

  it('sends digits only and MM/YY to the gateway', () => {
    expect(cardForGateway({ ...good, cardExpire: ' 12 30 ' })).toEqual({
      cardNumber: '4111111111111111',
      cardExpire: '12/30',
      securityCode: '123',
    });
    expect(normalizeExpiry('12 / 30')).toBe('12/30');
  });

  it('tells an empty card from a partly filled one', () => {
    expect(isCardEmpty({ cardNumber: ' ', cardExpire: '', securityCode: '' })).toBe(true);
    expect(isCardEmpty({ ...good, cardNumber: '' })).toBe(false);
  });
});
