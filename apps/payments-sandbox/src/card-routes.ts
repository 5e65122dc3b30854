import {
  failure,
  orderOf,
  text,
  transactionNumber,
  TXN_VERSION,
  type Params,
} from './api-envelope.js';
import { accountAnswerOf, saveCardTo } from './accounts.js';
import { cardSourceOf, decide, once } from './card-source.js';
import { ResultCode } from './result-codes.js';
import type { MerchantCredentials, SandboxState } from './sandbox-state.js';

/** `Authorize/card`: one authorization (and capture with `withCapture: "true"`), no 3-D Secure. */
export async function authorizeCard(
  state: SandboxState,
  merchant: MerchantCredentials,
  params: Params,
): Promise<object> {
  const order = orderOf(params);
  if (typeof order === 'string') {
    return failure(ResultCode.invalidParameter, order, { serviceType: 'card' });
  }
  const { orderId, amount } = order;
  const withCapture = text(params, 'withCapture') ?? 'false';
  return once(state, merchant.ccid, orderId, async () => {
    const context = { serviceType: 'card', orderId, reqAmount: String(amount) };
    const source = cardSourceOf(state, merchant, params, Date.now());
    if (!source.ok) return failure(source.vResultCode, source.message, context);
    const decision = await decide(state, source.card, {
      fromToken: source.fromToken,
      threeDSecure: false,
    });
    const answered = { ...context, reqCardNumber: source.card.maskedNumber };
    if (!decision.approved) {
      const message =
        decision.vResultCode === ResultCode.threeDSecureRequired
          ? 'The card requires 3-D Secure.'
          : 'The card company declined the card.';
      return failure(decision.vResultCode, message, answered);
    }
    state.charges.push({
      merchantCcid: merchant.ccid,
      orderId,
      amount,
      maskedNumber: source.card.maskedNumber,
      threeDSecure: false,
    });
    const account =
      source.saveTo === undefined
        ? undefined
        : saveCardTo(state, merchant, source.saveTo, source.card);
    return {
      result: {
        ...answered,
        mstatus: 'success',
        vResultCode: ResultCode.approved,
        merrMsg: 'Approved.',
        txnVersion: TXN_VERSION,
        marchTxn: transactionNumber(),
        custTxn: transactionNumber(),
        reqWithCapture: withCapture,
        cardTransactiontype: withCapture === 'true' ? 'ac' : 'a',
      },
      payNowIdResponse: {
        status: 'success',
        processId: transactionNumber(),
        ...(account && { account: accountAnswerOf(account) }),
      },
    };
  });
}
