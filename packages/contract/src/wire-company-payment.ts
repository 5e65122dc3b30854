import { z } from 'zod';
import { idParamSchema } from './validation';

// Wire shapes of a company's VeriTrans4G merchant settings (api-catalogue.md §6
// `PUT company/update-payment`, `POST company/check-api-setting-veritrans`), system administrators
// only. The secret key goes in and is never answered: only whether one is stored.

/** The shapes of VeriTrans4G's merchant credentials, for the server's checks and the web's form. */
export const merchantPatterns = {
  /** VeriTrans4G's CCIDs are 24 letters and digits; a little room for other shapes. */
  ccid: /^[A-Za-z0-9]{8,64}$/,
  /** Hexadecimal: push notifications are signed with its decoded bytes (payments.md). */
  secretKey: /^(?:[0-9a-fA-F]{2}){16,128}$/,
  /** A UUID in VeriTrans4G's issue; public (the order page sends it to the token endpoint). */
  tokenApiKey: /^[A-Za-z0-9-]{8,64}$/,
};

export const merchantCcidSchema = z
  .string()
  .trim()
  .regex(merchantPatterns.ccid, 'letters and digits, 8 to 64');
export const merchantSecretKeySchema = z
  .string()
  .trim()
  .regex(merchantPatterns.secretKey, 'an even number of hexadecimal digits, 32 to 256');
export const tokenApiKeySchema = z
  .string()
  .trim()
  .regex(merchantPatterns.tokenApiKey, 'letters, digits and hyphens, 8 to 64');

/** What a system administrator sees of a company's merchant settings. */
export const paymentSettingSchema = z.object({
  merchant_ccid: z.string(),
  has_secret_key: z.boolean(),
  token_api_key: z.string().nullable(),
  /** The gateway's test environment: no real money moves. */
  test_mode: z.boolean(),
});

/**
 * `PUT company/update-payment`. A blank or absent secret key keeps the stored one (the screen
 * never has it to send back); a company without one must be given one.
 */
export const paymentSettingUpdateBodySchema = z.object({
  company_id: idParamSchema,
  merchant_ccid: merchantCcidSchema,
  secret_key: z.union([z.literal(''), merchantSecretKeySchema]).optional(),
  token_api_key: tokenApiKeySchema,
  test_mode: z.boolean(),
});
export type PaymentSettingUpdateBody = z.infer<typeof paymentSettingUpdateBodySchema>;

/**
 * `POST company/check-api-setting-veritrans`: the saved settings, each overridden by a field sent
 * (so unsaved ones can be tried; a blank secret key uses the stored one). A JSON body, not the
 * query the catalogue shows: a secret key in a URL would land in access logs.
 */
export const paymentSettingCheckBodySchema = paymentSettingUpdateBodySchema.partial({
  merchant_ccid: true,
  token_api_key: true,
  test_mode: true,
});
export type PaymentSettingCheckBody = z.infer<typeof paymentSettingCheckBodySchema>;

/** The gateway accepted the settings (a failure answers 856 with the gateway's message). */
export const paymentSettingCheckSchema = z.object({ v_result_code: z.string() });
