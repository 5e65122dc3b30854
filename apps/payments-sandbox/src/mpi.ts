import { randomUUID } from 'node:crypto';
import { failure, orderOf, text, TXN_VERSION, type Params } from './api-envelope.js';
import { accountAnswerOf, saveCardTo } from './accounts.js';
import { cardSourceOf, decide, once } from './card-source.js';
import { sendPush } from './push.js';
import { ResultCode } from './result-codes.js';
import {
  merchantScoped,
  type MerchantCredentials,
  type MpiOutcome,
  type MpiTransaction,
  type SandboxState,
} from './sandbox-state.js';

const isHttpUrl = (value: string | undefined): value is string => {
  if (value === undefined) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The browser fields 3-D Secure 2 needs for a browser (deviceChannel "02") authentication. */
const BROWSER_FIELDS = ['httpUserAgent', 'httpAccept', 'customerIp'] as const;

function mpiRequestProblem(params: Params): string | undefined {
  if (text(params, 'serviceOptionType') !== 'mpi-complete') {
    return 'serviceOptionType must be "mpi-complete" (3-D Secure, then the authorization).';
  }
  if (!isHttpUrl(text(params, 'redirectionUri'))) return 'redirectionUri must be an http(s) URL.';
  const pushUrl = text(params, 'pushUrl');
  if (pushUrl !== undefined && !isHttpUrl(pushUrl)) return 'pushUrl must be an http(s) URL.';
  if (text(params, 'deviceChannel') !== '02') return 'deviceChannel must be "02" (browser).';
  const missing = BROWSER_FIELDS.filter((name) => !text(params, name));
  return missing.length > 0 ? `${missing.join(', ')} required.` : undefined;
}

/** `Authorize/mpi`: starts 3-D Secure; the answer's authStartUrl is where the browser goes. */
export async function authorizeMpi(
  state: SandboxState,
  merchant: MerchantCredentials,
  params: Params,
): Promise<object> {
  const order = orderOf(params);
  const problem = typeof order === 'string' ? order : mpiRequestProblem(params);
  if (typeof order === 'string' || problem !== undefined) {
    return failure(ResultCode.threeDSecureInvalidParameter, problem ?? '', { serviceType: 'mpi' });
  }
  const { orderId, amount } = order;
  return once(state, merchant.ccid, orderId, async () => {
    const context = { serviceType: 'mpi', orderId, reqAmount: String(amount) };
    const source = cardSourceOf(state, merchant, params, Date.now());
    if (!source.ok) return failure(source.vResultCode, source.message, context);
    const transaction: MpiTransaction = {
      id: randomUUID(),
      merchant,
      orderId,
      amount,
      card: source.card,
      redirectionUri: text(params, 'redirectionUri') as string,
      pushUrl: text(params, 'pushUrl'),
      saveTo: source.saveTo,
      savedAccount: undefined,
      outcome: undefined,
      settled: undefined,
    };
    state.mpiById.set(transaction.id, transaction);
    state.mpiByOrder.set(merchantScoped(merchant.ccid, orderId), transaction);
    const authStartUrl = `${state.publicUrl}/3ds/${transaction.id}`;
    return {
      result: {
        ...context,
        mstatus: 'success',
        vResultCode: ResultCode.threeDSecureStarted,
        merrMsg: state.settings.challengeAsPage
          ? 'Answer resResponseContents to the browser.'
          : 'Redirect the browser to authStartUrl.',
        txnVersion: TXN_VERSION,
        reqCardNumber: source.card.maskedNumber,
        ...(state.settings.challengeAsPage
          ? { resResponseContents: startPage(authStartUrl) }
          : { authStartUrl }),
      },
    };
  });
}

/**
 * Ends a 3-D Secure authentication once: the issuer's verdict, then the authorization of an
 * authenticated card, then the push notification.
 */
export function completeMpi(
  state: SandboxState,
  transaction: MpiTransaction,
  authenticated: boolean,
): Promise<MpiOutcome> {
  transaction.outcome ??= (async (): Promise<MpiOutcome> => {
    const outcome = await settle(state, transaction, authenticated);
    transaction.settled = outcome;
    state.track(sendPush(state, transaction, outcome));
    return outcome;
  })();
  return transaction.outcome;
}

async function settle(
  state: SandboxState,
  transaction: MpiTransaction,
  authenticated: boolean,
): Promise<MpiOutcome> {
  if (!authenticated) {
    return {
      mstatus: 'failure',
      vResultCode: ResultCode.threeDSecureFailed,
      mpiMstatus: 'failure',
      cardMstatus: '',
    };
  }
  const decision = await decide(state, transaction.card, { fromToken: true, threeDSecure: true });
  if (!decision.approved) {
    return {
      mstatus: 'failure',
      vResultCode: ResultCode.threeDSecureCardDeclined,
      mpiMstatus: 'success',
      cardMstatus: 'failure',
    };
  }
  state.charges.push({
    merchantCcid: transaction.merchant.ccid,
    orderId: transaction.orderId,
    amount: transaction.amount,
    maskedNumber: transaction.card.maskedNumber,
    threeDSecure: true,
  });
  if (transaction.saveTo !== undefined) {
    transaction.savedAccount = saveCardTo(
      state,
      transaction.merchant,
      transaction.saveTo,
      transaction.card,
    );
  }
  return {
    mstatus: 'success',
    vResultCode: ResultCode.threeDSecureApproved,
    mpiMstatus: 'success',
    cardMstatus: 'success',
  };
}

/** What the reader is told of a 3-D Secure order: the confirm page shows it on a refusal. */
function mpiMessageOf(outcome: { mstatus: string; mpiMstatus: string }): string {
  if (outcome.mstatus === 'pending') return 'Authentication in progress.';
  if (outcome.mstatus === 'success') return 'Approved.';
  return outcome.mpiMstatus === 'failure'
    ? 'The card holder was not authenticated (3-D Secure).'
    : 'The card company declined the card.';
}

/** `GetResult/mpi`: how a 3-D Secure order stands; pending until the browser has finished. */
export function getMpiResult(
  state: SandboxState,
  merchant: MerchantCredentials,
  params: Params,
): object {
  const orderId = text(params, 'orderId');
  const transaction =
    orderId === undefined
      ? undefined
      : state.mpiByOrder.get(merchantScoped(merchant.ccid, orderId));
  if (!transaction) {
    return failure(ResultCode.threeDSecureUnknownOrder, 'No 3-D Secure order with this orderId.', {
      serviceType: 'mpi',
      orderId,
    });
  }
  const outcome = transaction.settled ?? {
    mstatus: 'pending',
    vResultCode: ResultCode.threeDSecurePending,
    mpiMstatus: '',
    cardMstatus: '',
  };
  return {
    result: {
      serviceType: 'mpi',
      orderId: transaction.orderId,
      txnVersion: TXN_VERSION,
      merrMsg: mpiMessageOf(outcome),
      ...outcome,
      reqAmount: String(transaction.amount),
      reqCardNumber: transaction.card.maskedNumber,
    },
    ...(transaction.savedAccount && {
      payNowIdResponse: { status: 'success', account: accountAnswerOf(transaction.savedAccount) },
    }),
  };
}

/** The page a merchant answers as it is when the challenge comes as a page: on to the issuer. */
function startPage(authStartUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>3-D Secure (sandbox)</title></head>
<body><form method="get" action="${authStartUrl}"><p>Your card company checks it is you.</p>
<button type="submit">Continue</button></form></body></html>`;
}
