import { ErrorCode } from '@hondana/contract';
import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../api/api-error';
import { tokenizeCard } from './tokenize-card';

const setting = { tokenUrl: 'https://gateway.test/4gtoken', tokenApiKey: 'public-key' };
const card = { cardNumber: '4111 1111 1111 1111', cardExpire: '12 / 30', securityCode: '123' };

function answering(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

describe('tokenizeCard', () => {
  it('posts the card fields without spaces straight to the token endpoint and answers the token', async () => {
    const fetchImpl = answering(200, { status: 'success', token: 'tok-1', code: 'X' });
    await expect(tokenizeCard(setting, card, 'ja', fetchImpl)).resolves.toBe('tok-1');
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(setting.tokenUrl);
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('omit');
    expect(JSON.parse(init?.body as string)).toEqual({
      token_api_key: 'public-key',
      card_number: '4111111111111111',
      card_expire: '12/30',
      security_code: '123',
      lang: 'ja',
    });
  });

  it("throws 841 with the gateway's message when the status is not success", async () => {
    const fetchImpl = answering(400, {
      status: 'failure',
      message: 'The card number is not valid.',
    });
    const error = await tokenizeCard(setting, card, 'en', fetchImpl).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(ErrorCode.CreditCardInvalid);
    expect((error as Error).message).toBe('The card number is not valid.');
  });

  it('throws 841 when the gateway cannot be reached or answers no token', async () => {
    const unreachable = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    for (const fetchImpl of [unreachable, answering(200, { status: 'success' })]) {
      const error = await tokenizeCard(setting, card, 'en', fetchImpl).catch((e: unknown) => e);
      expect(isApiError(error) && error.status).toBe(ErrorCode.CreditCardInvalid);
    }
  });
});
