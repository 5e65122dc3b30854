import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  paymentCheckNotice,
  paymentFieldOfError,
  paymentFormSchemaOf,
  toPaymentBody,
  toPaymentCheckBody,
  toPaymentValues,
} from './company-payment-form';

const merchant = {
  merchantCcid: 'A100000000000000000001cc',
  secretKey: 'ab'.repeat(32),
  tokenApiKey: 'b2f1c8e4-6a3d-4f7b-9c2e-5d8a1f3b7e60',
  testMode: true,
};

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the VeriTrans4G settings form', () => {
  it('starts blank in test mode, and from the saved settings with the secret key blank', () => {
    expect(toPaymentValues(null)).toEqual({
      merchantCcid: '',
      secretKey: '',
      tokenApiKey: '',
      testMode: true,
    });
    const saved = { ...merchant, hasSecretKey: true, testMode: false };
    expect(toPaymentValues(saved)).toEqual({ ...merchant, secretKey: '', testMode: false });
  });

  it('requires a secret key only while none is stored', () => {
    const blank = { ...merchant, secretKey: '' };
    expect(messagesOf(paymentFormSchemaOf(false).safeParse(blank))).toEqual({
      secretKey: 'validation.required',
    });
    expect(paymentFormSchemaOf(true).safeParse(blank).success).toBe(true);
  });

  it('checks the shapes of the credentials', () => {
    const result = paymentFormSchemaOf(true).safeParse({
      merchantCcid: 'with spaces',
      secretKey: 'not hex',
      tokenApiKey: '',
      testMode: true,
    });
    expect(messagesOf(result)).toEqual({
      merchantCcid: 'admin.validation.merchantCcid',
      secretKey: 'admin.validation.merchantSecretKey',
      tokenApiKey: 'validation.required',
    });
  });

  it('leaves a blank secret key out of the body, so the stored one is kept', () => {
    expect(toPaymentBody({ ...merchant, secretKey: '' })).toEqual({
      merchantCcid: merchant.merchantCcid,
      tokenApiKey: merchant.tokenApiKey,
      testMode: true,
    });
    expect(toPaymentBody(merchant)).toEqual(merchant);
  });

  it('checks the form as it stands, blank fields falling back to the saved ones', () => {
    expect(toPaymentCheckBody({ ...merchant, secretKey: ' ', tokenApiKey: '' })).toEqual({
      merchantCcid: merchant.merchantCcid,
      secretKey: undefined,
      tokenApiKey: undefined,
      testMode: true,
    });
  });
});

describe('the toast of a settings check', () => {
  it('says success, the gateway’s refusal with its message, or that it could not be reached', () => {
    expect(paymentCheckNotice(null)).toEqual({
      severity: 'success',
      key: 'api.verify.veritrans.200',
    });
    const refused = new ApiError({
      status: 856,
      message: 'VeriTrans4G refused the settings: bad hash',
      results: { v_result_code: 'MA99000000000000', gateway_message: 'bad hash' },
    });
    expect(paymentCheckNotice(refused)).toEqual({
      severity: 'error',
      key: 'api.verify.veritrans.856',
      message: 'bad hash',
    });
    expect(paymentCheckNotice(new ApiError({ status: 860, message: 'x' }))).toEqual({
      severity: 'error',
      key: 'api.verify.veritrans.860',
    });
    expect(paymentCheckNotice(new ApiError({ status: 614, message: 'x' }))).toBeNull();
    expect(paymentCheckNotice(new Error('network'))).toBeNull();
  });
});

describe('a refused save', () => {
  it('names the form field the server named', () => {
    const missingKey = new ApiError({
      status: 400,
      message: 'enter one',
      results: { fields: [{ field: 'secret_key', message: 'validation.required' }] },
    });
    expect(paymentFieldOfError(missingKey)).toBe('secretKey');
    expect(paymentFieldOfError(new ApiError({ status: 404, message: 'gone' }))).toBeNull();
    expect(
      paymentFieldOfError(new ApiError({ status: 400, message: 'x', results: null })),
    ).toBeNull();
  });
});
