import { z } from 'zod';
import { ErrorCode, merchantPatterns } from '@hondana/contract';
import { isApiError } from '../../api/api-error';
import type { PaymentCheckBody, PaymentSetting, PaymentSettingBody } from './company-api';

/**
 * The VeriTrans4G section of the company screen. The secret key is write-only: the field starts
 * blank, and blank keeps the stored key (required only while none is stored).
 */
export function paymentFormSchemaOf(hasStoredSecret: boolean) {
  return z.object({
    merchantCcid: z
      .string()
      .trim()
      .min(1, { error: 'validation.required', abort: true })
      .regex(merchantPatterns.ccid, 'admin.validation.merchantCcid'),
    secretKey: z
      .string()
      .trim()
      .refine((value) => value !== '' || hasStoredSecret, 'validation.required')
      .refine(
        (value) => value === '' || merchantPatterns.secretKey.test(value),
        'admin.validation.merchantSecretKey',
      ),
    tokenApiKey: z
      .string()
      .trim()
      .min(1, { error: 'validation.required', abort: true })
      .regex(merchantPatterns.tokenApiKey, 'admin.validation.tokenApiKey'),
    testMode: z.boolean(),
  });
}

export type PaymentFormInput = z.input<ReturnType<typeof paymentFormSchemaOf>>;
export type PaymentFormValues = z.output<ReturnType<typeof paymentFormSchemaOf>>;

/** The form's values from the saved settings; a company without any starts in test mode. */
export function toPaymentValues(setting: PaymentSetting | null): PaymentFormInput {
  return {
    merchantCcid: setting?.merchantCcid ?? '',
    secretKey: '',
    tokenApiKey: setting?.tokenApiKey ?? '',
    testMode: setting?.testMode ?? true,
  };
}

/** The update body: a blank secret key is left out, so the server keeps the stored one. */
export function toPaymentBody(values: PaymentFormValues): Omit<PaymentSettingBody, 'companyId'> {
  const { secretKey, ...rest } = values;
  return secretKey === '' ? rest : { ...rest, secretKey };
}

/** What "Check settings" tries: the form as it stands, saved or not (blank key: the stored one). */
export function toPaymentCheckBody(values: PaymentFormInput): Omit<PaymentCheckBody, 'companyId'> {
  const trimmed = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    merchantCcid: trimmed(values.merchantCcid),
    secretKey: trimmed(values.secretKey),
    tokenApiKey: trimmed(values.tokenApiKey),
    testMode: values.testMode,
  };
}

const formFieldOfWire: Record<string, keyof PaymentFormInput> = {
  merchant_ccid: 'merchantCcid',
  secret_key: 'secretKey',
  token_api_key: 'tokenApiKey',
  test_mode: 'testMode',
};

/** The form field a refused save names (400 with `results.fields`), if any. */
export function paymentFieldOfError(error: unknown): keyof PaymentFormInput | null {
  if (!isApiError(error) || error.status !== ErrorCode.BadRequest) return null;
  const fields = (error.results as { fields?: { field?: unknown }[] } | null)?.fields;
  const wire = fields?.[0]?.field;
  return typeof wire === 'string' ? (formFieldOfWire[wire] ?? null) : null;
}

export interface PaymentCheckNotice {
  severity: 'success' | 'error';
  /** `api.verify.veritrans.{status}` (api-catalogue.md §8). */
  key: string;
  /** The gateway's own message, for a refusal. */
  message?: string;
}

/**
 * The toast of a check: success, the gateway refusing the settings (856, with its message), or
 * no usable answer from it (860). Null: any other failure, toasted as every API error is.
 */
export function paymentCheckNotice(error: unknown): PaymentCheckNotice | null {
  if (error === null) return { severity: 'success', key: 'api.verify.veritrans.200' };
  if (!isApiError(error)) return null;
  if (error.status === ErrorCode.GatewaySettingsInvalid) {
    const results = error.results as { gateway_message?: unknown } | null;
    const message = typeof results?.gateway_message === 'string' ? results.gateway_message : '';
    return { severity: 'error', key: 'api.verify.veritrans.856', message: message || '—' };
  }
  if (error.status === ErrorCode.PaymentFailed) {
    return { severity: 'error', key: 'api.verify.veritrans.860' };
  }
  return null;
}
