import type { paymentSettingSchema } from '@hondana/contract';
import type { z } from 'zod';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { MerchantSettings } from '../../platform/payments/payment-gateway.js';
import type { CompanyRow } from './company.tables.js';

/** A company's VeriTrans4G settings for its system administrator: the secret key only as a flag. */
export function presentPaymentSetting(
  company: CompanyRow,
): z.infer<typeof paymentSettingSchema> | null {
  if (!company.veritransMerchantCcid) return null;
  return {
    merchant_ccid: company.veritransMerchantCcid,
    has_secret_key: Boolean(company.veritransSecretKey),
    token_api_key: company.veritransTokenApiKey,
    test_mode: company.veritransTestMode,
  };
}

/**
 * The merchant settings a company is paid through, with the secret key unsealed: for the gateway
 * calls of orders and renewals only, never for an answer or a log line.
 */
export function createCompanyPayments(secretBox: SecretBox) {
  return {
    /** Null while the company has no complete merchant account (it cannot take card payments). */
    merchantSettingsOf(company: CompanyRow): MerchantSettings | null {
      const {
        id,
        veritransMerchantCcid: ccid,
        veritransSecretKey: sealed,
        veritransTokenApiKey: tokenApiKey,
      } = company;
      if (!ccid || !sealed || !tokenApiKey) return null;
      return {
        ccid,
        secretKey: secretBox.open(sealed, id),
        tokenApiKey,
        testMode: company.veritransTestMode,
      };
    },
  };
}

export type CompanyPayments = ReturnType<typeof createCompanyPayments>;
