import { failure, record, text, TXN_VERSION, type Params } from './api-envelope.js';
import { ResultCode } from './result-codes.js';
import { merchantScoped, type MerchantCredentials, type SandboxState } from './sandbox-state.js';

interface CardAnswer {
  result: { serviceType?: string; mstatus?: string; vResultCode?: string; reqCardNumber?: string };
}

/**
 * `Search/search` for one `searchParameters.common.orderId`: how a card order stands, so a
 * merchant whose answer was lost can learn it. The real command searches far more (dates,
 * amounts, service types); the sandbox answers the order's last card transaction only:
 * `successDetailTxnType` "ac" when captured, a failed transaction when refused, an order without
 * transactions (`orderStatus` "processing") while its first request is still being worked out,
 * nothing when it never arrived.
 */
export function searchOrder(
  state: SandboxState,
  merchant: MerchantCredentials,
  params: Params,
): object {
  const common = record(record(params, 'searchParameters'), 'common');
  const orderId = common ? text(common, 'orderId') : undefined;
  if (orderId === undefined) {
    return failure(ResultCode.searchInvalidParameter, 'searchParameters.common.orderId required.', {
      serviceType: 'search',
    });
  }
  const key = merchantScoped(merchant.ccid, orderId);
  const answer = state.answered.get(key) as CardAnswer | undefined;
  if (!answer && state.orders.has(key)) return found(processing(orderId));
  const card = answer?.result.serviceType === 'card' ? answer.result : undefined;
  const captured = card?.mstatus === 'success';
  const orderInfo = card && {
    orderId,
    serviceTypeCd: 'card',
    orderStatus: captured ? 'end' : 'initial',
    lastSuccessTxnType: captured ? 'ac' : '',
    successDetailTxnType: captured ? 'ac' : '',
    transactionInfos: {
      transactionInfo: [
        {
          command: 'Authorize',
          mstatus: card.mstatus,
          vResultCode: card.vResultCode,
          reqCardNumber: card.reqCardNumber,
        },
      ],
    },
  };
  return found(orderInfo);
}

const processing = (orderId: string) => ({
  orderId,
  serviceTypeCd: 'card',
  orderStatus: 'processing',
  lastSuccessTxnType: '',
  successDetailTxnType: '',
  transactionInfos: { transactionInfo: [] },
});

function found(orderInfo: object | undefined): object {
  return {
    result: {
      serviceType: 'search',
      mstatus: 'success',
      vResultCode: ResultCode.searchDone,
      merrMsg: orderInfo ? 'Found.' : 'No such order.',
      txnVersion: TXN_VERSION,
      searchCount: orderInfo ? '1' : '0',
      overMaxCountFlag: '0',
      orderInfos: { orderInfo: orderInfo ? [orderInfo] : [] },
    },
  };
}
