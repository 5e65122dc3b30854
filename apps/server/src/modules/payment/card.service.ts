import { ErrorCode, type CardOnFileWire } from '@hondana/contract';
import type { Clock } from '../../platform/clock/clock.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { CompanyContext } from '../../platform/http/request-context.js';
import type {
  GatewayOutcome,
  MerchantSettings,
  PaymentGateway,
  SavedAccount,
} from '../../platform/payments/payment-gateway.js';
import type { CompanyPayments } from '../company/company-payment.js';
import type { CompanyService } from '../company/company.service.js';
import { readerIdOf } from '../subscription/plan.service.js';
import {
  createPaymentAccountRepository,
  gatewayAccountIdOf,
} from './payment-account.repository.js';

export interface CardServiceDeps {
  db: Database;
  clock: Clock;
  payments: PaymentGateway;
  companies: Pick<CompanyService, 'findById'>;
  companyPayments: CompanyPayments;
}

/** At most the first 6 and last 4 digits, whatever a gateway answers (PCI DSS 3.4). */
export function maskedAtMost6And4(cardNumber: string): string {
  const digits = [...cardNumber].filter((c) => /\d/.test(c)).length;
  let seen = 0;
  return [...cardNumber]
    .map((c) => {
      if (!/\d/.test(c)) return c;
      seen += 1;
      return seen <= 6 || seen > digits - 4 ? c : '*';
    })
    .join('');
}

/**
 * The reader's card on file: the gateway holds the card in the reader's account there; we keep
 * the account id, the card's id and its masked number (payment_accounts), never the number.
 */
export function createCardService(deps: CardServiceDeps) {
  const accounts = createPaymentAccountRepository(deps.db);

  function readerOf(ctx: CompanyContext): number {
    const readerId = readerIdOf(ctx);
    if (readerId === null) throw new AppError(ErrorCode.NoPermission);
    return readerId;
  }

  async function merchantOf(ctx: CompanyContext): Promise<MerchantSettings> {
    const company = await deps.companies.findById(ctx.company.id);
    const settings = company && deps.companyPayments.merchantSettingsOf(company);
    if (!settings) throw new AppError(ErrorCode.PaymentSettingNotFound);
    return settings;
  }

  /** 858 with the gateway's message when it refused; 859 when it could not be asked. */
  function savedOrThrow(outcome: GatewayOutcome<{ account: SavedAccount }>): SavedAccount {
    if (outcome.kind === 'success') return outcome.account;
    if (outcome.kind === 'error') {
      throw new AppError(ErrorCode.PaymentVerifying, { cause: new Error(outcome.message) });
    }
    throw new AppError(ErrorCode.AddCardFailed, { message: outcome.message });
  }

  /**
   * Whether the reader's account exists at the gateway when we have no record of it: a save
   * whose record was lost (a crash after the gateway's answer) must not make Add fail forever.
   */
  async function accountAtGateway(
    settings: MerchantSettings,
    accountId: string,
  ): Promise<SavedAccount | null> {
    const read = await deps.payments.readCards(settings, accountId);
    if (read.kind === 'success') return read.account;
    if (read.kind === 'error') {
      throw new AppError(ErrorCode.PaymentVerifying, { cause: new Error(read.message) });
    }
    return null;
  }

  return {
    async cardOnFile(ctx: CompanyContext): Promise<CardOnFileWire> {
      const row = await accounts.find(ctx.company.id, readerOf(ctx));
      if (!row?.maskedCard) return null;
      return { card_number: maskedAtMost6And4(row.maskedCard), card_expire: row.cardExpire ?? '' };
    },

    /**
     * Saves the card behind `token` as the reader's card on file: Add/account the first time,
     * Update/account replacing the card on file after (one card per reader).
     */
    async update(ctx: CompanyContext, token: string): Promise<CardOnFileWire> {
      const userId = readerOf(ctx);
      const settings = await merchantOf(ctx);
      const accountId = gatewayAccountIdOf(ctx.company.id, userId);
      const row = await accounts.find(ctx.company.id, userId);
      const existing = row ? null : await accountAtGateway(settings, accountId);
      const replaceCardId =
        row?.cardId ??
        existing?.cards.find((card) => card.isDefault)?.cardId ??
        existing?.cards[0]?.cardId;
      const account = savedOrThrow(
        await deps.payments.saveCard(settings, {
          accountId,
          token,
          accountExists: row !== null || existing !== null,
          ...(replaceCardId ? { replaceCardId } : {}),
        }),
      );
      const card =
        account.cards.find((saved) => saved.isDefault) ?? account.cards[account.cards.length - 1];
      if (!card) throw new AppError(ErrorCode.AddCardFailed);
      await accounts.remember({
        userId,
        companyId: ctx.company.id,
        accountId,
        cardId: card.cardId,
        maskedCard: maskedAtMost6And4(card.maskedNumber),
        cardExpire: card.expire,
        updatedAt: deps.clock.now(),
      });
      return { card_number: maskedAtMost6And4(card.maskedNumber), card_expire: card.expire };
    },
  };
}

export type CardService = ReturnType<typeof createCardService>;
