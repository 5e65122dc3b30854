import { z } from 'zod';
import type { GatewayOutcome, OrderStanding, SavedAccount } from './payment-gateway.js';

/** The parts of a VeriTrans4G answer we read; anything else it carries is ignored. */
const answerSchema = z.object({
  result: z.object({
    mstatus: z.enum(['success', 'failure', 'pending']),
    vResultCode: z.string(),
    merrMsg: z.string().optional(),
    orderId: z.string().optional(),
    reqCardNumber: z.string().optional(),
    authStartUrl: z.string().optional(),
    resResponseContents: z.string().optional(),
    mpiMstatus: z.string().optional(),
    cardMstatus: z.string().optional(),
    orderInfos: z
      .object({
        orderInfo: z.array(
          z.object({
            orderId: z.string(),
            successDetailTxnType: z.string().optional(),
            lastSuccessTxnType: z.string().optional(),
            transactionInfos: z
              .object({
                transactionInfo: z.array(
                  z.object({
                    mstatus: z.string().optional(),
                    vResultCode: z.string().optional(),
                    merrMsg: z.string().optional(),
                    reqCardNumber: z.string().optional(),
                  }),
                ),
              })
              .optional(),
          }),
        ),
      })
      .optional(),
  }),
  payNowIdResponse: z
    .object({
      account: z
        .object({
          accountId: z.string(),
          cardInfo: z
            .array(
              z.object({
                cardId: z.string(),
                cardNumber: z.string(),
                cardExpire: z.string().optional(),
                defaultCard: z.string().optional(),
              }),
            )
            .optional(),
        })
        .optional(),
    })
    .optional(),
});

export type Answer = z.infer<typeof answerSchema>;
export type Result = Answer['result'];

export function parseAnswer(json: unknown): Answer | undefined {
  const parsed = answerSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/**
 * At most the first 6 and last 4 digits, whatever the gateway sent: a full number must never
 * reach our logs, database or answers, even by a gateway's mistake.
 */
export function masked(cardNumber: string | undefined): string | null {
  if (!cardNumber) return null;
  const total = cardNumber.replace(/\D/g, '').length;
  let seen = 0;
  return cardNumber.replace(/\d/g, (digit) => {
    seen += 1;
    return seen <= 6 || seen > total - 4 ? digit : '*';
  });
}

/**
 * The card's issuer asks for 3-D Secure (an AG45 refusal of Authorize/card): the sandbox's code;
 * the live service's code for it is unconfirmed (docs/payments.md).
 */
const THREE_D_SECURE_REQUIRED = /^AG45/;

/** success / declined / pending from `mstatus`; the payload only for a success. */
export function outcomeOf<T extends object>(result: Result, payload: () => T): GatewayOutcome<T> {
  const message = result.merrMsg ?? '';
  if (result.mstatus === 'failure') {
    return {
      kind: 'declined',
      vResultCode: result.vResultCode,
      message,
      ...(THREE_D_SECURE_REQUIRED.test(result.vResultCode) && { needsThreeDSecure: true }),
    };
  }
  if (result.mstatus === 'pending') {
    return { kind: 'pending', vResultCode: result.vResultCode, message };
  }
  return { kind: 'success', vResultCode: result.vResultCode, ...payload() };
}

export function accountOf(answer: Answer, accountId: string): SavedAccount {
  const account = answer.payNowIdResponse?.account;
  return {
    accountId: account?.accountId ?? accountId,
    cards: (account?.cardInfo ?? []).map((card) => ({
      cardId: card.cardId,
      maskedNumber: masked(card.cardNumber) ?? '',
      expire: card.cardExpire ?? '',
      isDefault: card.defaultCard === '1',
    })),
  };
}

/** Authorized or captured (with or without a later sale): the card was charged. */
const PAID_TXN_TYPES = new Set(['a', 'ac', 'pa', 'ap', 'acp']);

/** An order search's answer for one orderId: paid, refused, processing, or not there (unknown). */
export function standingOf(answer: Answer, orderId: string): OrderStanding {
  const info = answer.result.orderInfos?.orderInfo.find((order) => order.orderId === orderId);
  const transactions = info?.transactionInfos?.transactionInfo ?? [];
  const last = transactions[transactions.length - 1];
  const txnType = info?.successDetailTxnType || info?.lastSuccessTxnType || '';
  const maskedCardNumber = masked(transactions.find((t) => t.reqCardNumber)?.reqCardNumber);
  if (PAID_TXN_TYPES.has(txnType)) {
    return { orderId, state: 'paid', maskedCardNumber, vResultCode: null, message: null };
  }
  if (last?.mstatus === 'failure') {
    return {
      orderId,
      state: 'refused',
      maskedCardNumber,
      vResultCode: last.vResultCode ?? null,
      message: last.merrMsg ?? null,
    };
  }
  const state = info ? 'processing' : 'unknown';
  return { orderId, state, maskedCardNumber, vResultCode: null, message: null };
}
