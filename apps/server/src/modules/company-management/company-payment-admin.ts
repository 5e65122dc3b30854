import {
  ErrorCode,
  type PaymentSettingCheckBody,
  type PaymentSettingUpdateBody,
} from '@hondana/contract';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { AppError } from '../../platform/http/app-error.js';
import type { ActorContext } from '../../platform/http/request-context.js';
import type { SecurityEvents } from '../../platform/log/security-events.js';
import type { MerchantSettings, PaymentGateway } from '../../platform/payments/payment-gateway.js';
import type { CompanyPayments } from '../company/company-payment.js';
import type { CompanyService } from '../company/company.service.js';
import type { CompanyRow, NewCompanyRow } from '../company/company.tables.js';

export interface CompanyPaymentAdminOptions {
  secretBox: SecretBox;
  gateway: PaymentGateway;
  companies: CompanyService;
  companyPayments: CompanyPayments;
  securityEvents: SecurityEvents;
}

function companyNotFound(id: number): AppError {
  return new AppError(ErrorCode.CompanyNotFound, { message: `Company ${id} does not exist.` });
}

const secretKeyRequired = () =>
  new AppError(ErrorCode.BadRequest, {
    message: 'The company has no merchant secret key yet: enter one.',
    details: { fields: [{ field: 'secret_key', message: 'validation.required' }] },
  });

/**
 * A company's VeriTrans4G merchant settings, as its system administrator sets and checks them
 * (issue 20 part 3). The secret key is sealed before it is stored and is never answered or logged.
 */
export function createCompanyPaymentAdmin(options: CompanyPaymentAdminOptions) {
  const { secretBox, gateway, companies, companyPayments, securityEvents } = options;

  async function companyOf(id: number): Promise<CompanyRow> {
    const company = await companies.findById(id);
    if (!company) throw companyNotFound(id);
    return company;
  }

  return {
    async updatePayment(ctx: ActorContext, body: PaymentSettingUpdateBody): Promise<CompanyRow> {
      const id = body.company_id;
      const current = await companyOf(id);
      const columns: Partial<NewCompanyRow> = {
        veritransMerchantCcid: body.merchant_ccid,
        veritransTokenApiKey: body.token_api_key,
        veritransTestMode: body.test_mode,
      };
      // The screen never holds the stored key, so blank means "keep it".
      const secret = body.secret_key ?? '';
      if (secret !== '') columns.veritransSecretKey = secretBox.seal(secret, id);
      else if (!current.veritransSecretKey) throw secretKeyRequired();
      const updated = await companies.update(ctx, id, columns);
      if (!updated) throw companyNotFound(id);
      // Requests carry the cached company row: charges must see the new merchant at once.
      await companies.evictCompany(updated.domain);
      securityEvents.record({
        action: 'company.update-payment',
        outcome: 'success',
        companyId: id,
        details: { secret_key_changed: secret !== '', test_mode: body.test_mode },
      });
      return updated;
    },

    /**
     * A harmless authenticated call with the saved settings, each replaced by a field sent. The
     * gateway refusing them answers 856 with its message; no trustworthy answer (unreachable,
     * timeout, HTTP error, not the protocol) answers 860 with a 502: the settings were not judged.
     */
    async checkPayment(
      _ctx: ActorContext,
      body: PaymentSettingCheckBody,
    ): Promise<{ vResultCode: string }> {
      const company = await companyOf(body.company_id);
      const saved = companyPayments.merchantSettingsOf(company);
      const secret = body.secret_key || saved?.secretKey;
      const ccid = body.merchant_ccid ?? saved?.ccid;
      if (!ccid || !secret) throw new AppError(ErrorCode.PaymentSettingNotFound);
      const settings: MerchantSettings = {
        ccid,
        secretKey: secret,
        // Not part of the check (only the browser's token endpoint reads it).
        tokenApiKey: body.token_api_key ?? saved?.tokenApiKey ?? '',
        testMode: body.test_mode ?? saved?.testMode ?? company.veritransTestMode,
      };
      const outcome = await gateway.verifySettings(settings);
      if (outcome.kind === 'success') return { vResultCode: outcome.vResultCode };
      if (outcome.kind === 'declined') {
        throw new AppError(ErrorCode.GatewaySettingsInvalid, {
          message: `VeriTrans4G refused the settings: ${outcome.message || outcome.vResultCode}`,
          details: { v_result_code: outcome.vResultCode, gateway_message: outcome.message },
        });
      }
      const why = outcome.kind === 'pending' ? 'answered pending' : outcome.reason;
      throw new AppError(ErrorCode.PaymentFailed, {
        message: `VeriTrans4G gave no usable answer (${why}): the settings were not checked.`,
        details: { reason: why },
      });
    },
  };
}

export type CompanyPaymentAdmin = ReturnType<typeof createCompanyPaymentAdmin>;
