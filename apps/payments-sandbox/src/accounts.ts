import { randomBytes } from 'node:crypto';
import { record, text, transactionNumber, TXN_VERSION, type Params } from './api-envelope.js';
import { consumeToken } from './card-source.js';
import { ResultCode } from './result-codes.js';
import {
  merchantScoped,
  type Account,
  type CardOnFile,
  type MerchantCredentials,
  type SandboxState,
} from './sandbox-state.js';

export type AccountCommand = 'Add' | 'Get' | 'Update' | 'Delete';

const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** `payNowIdResponse.account` as the real service answers it: cards masked, never by number. */
export function accountAnswerOf(account: Account): object {
  return {
    accountId: account.accountId,
    cardInfo: account.cards.map((card) => ({
      cardId: card.cardId,
      cardNumber: card.maskedNumber,
      cardExpire: card.expire,
      defaultCard: card.defaultCard ? '1' : '0',
    })),
  };
}

/**
 * An authorization with a new card's token and `accountParam.accountId` also saves the card:
 * the account is made when missing, and the card becomes its default.
 */
export function saveCardTo(
  state: SandboxState,
  merchant: MerchantCredentials,
  accountId: string,
  card: CardOnFile,
): Account {
  const key = merchantScoped(merchant.ccid, accountId);
  const account: Account = state.accounts.get(key) ?? { accountId, cards: [] };
  const saved = { ...card, cardId: randomBytes(8).toString('hex'), defaultCard: true };
  account.cards = [...account.cards.map((c) => ({ ...c, defaultCard: false })), saved];
  state.accounts.set(key, account);
  return account;
}

function answer(
  mstatus: 'success' | 'failure',
  vResultCode: string,
  message: string,
  account?: Account,
): object {
  return {
    result: {
      serviceType: 'account',
      mstatus,
      vResultCode,
      merrMsg: message,
      txnVersion: TXN_VERSION,
    },
    payNowIdResponse: {
      status: mstatus,
      message,
      processId: transactionNumber(),
      ...(account && { account: accountAnswerOf(account) }),
    },
  };
}

/**
 * `paynowid/v1/{Add|Get|Update|Delete}/account`: a merchant's saved cards by its own accountId.
 * `cardParam.token` adds a card (Add, Update), or replaces `cardParam.cardId`'s card (Update);
 * `defaultCard: "1"` makes it the default. Cards are kept masked, never by number.
 */
export function accountCommand(
  state: SandboxState,
  merchant: MerchantCredentials,
  params: Params,
  command: AccountCommand,
): object {
  const accountParam = record(record(params, 'payNowIdParam'), 'accountParam');
  const accountId = accountParam ? text(accountParam, 'accountId') : undefined;
  if (accountId === undefined || !ACCOUNT_ID.test(accountId)) {
    return answer(
      'failure',
      ResultCode.accountInvalidParameter,
      'accountId must be 1-100 characters of A-Z, a-z, 0-9, _ and -.',
    );
  }
  const key = merchantScoped(merchant.ccid, accountId);
  const existing = state.accounts.get(key);
  if (command === 'Add' && existing) {
    return answer('failure', ResultCode.accountExists, 'The account exists.');
  }
  if (command !== 'Add' && !existing) {
    return answer('failure', ResultCode.accountNotFound, 'No such account.');
  }
  if (command === 'Get') return answer('success', ResultCode.accountDone, 'Found.', existing);
  if (command === 'Delete') {
    state.accounts.delete(key);
    return answer('success', ResultCode.accountDone, 'Deleted.');
  }
  const account: Account = existing ?? { accountId, cards: [] };
  const problem = applyCardParam(state, merchant, account, record(accountParam, 'cardParam'));
  if (problem) return answer('failure', problem.vResultCode, problem.message);
  state.accounts.set(key, account);
  return answer(
    'success',
    ResultCode.accountDone,
    command === 'Add' ? 'Added.' : 'Updated.',
    account,
  );
}

function applyCardParam(
  state: SandboxState,
  merchant: MerchantCredentials,
  account: Account,
  cardParam: Params | undefined,
): { vResultCode: string; message: string } | undefined {
  if (!cardParam) return undefined;
  const token = text(cardParam, 'token');
  const cardId = text(cardParam, 'cardId');
  const makeDefault = text(cardParam, 'defaultCard') === '1';
  const replaced =
    cardId === undefined ? undefined : account.cards.find((c) => c.cardId === cardId);
  if (cardId !== undefined && !replaced) {
    return { vResultCode: ResultCode.accountNotFound, message: 'No such card in the account.' };
  }
  if (token === undefined) {
    if (replaced && makeDefault) setDefault(account, replaced.cardId);
    return undefined;
  }
  const card = consumeToken(state, merchant, token, Date.now());
  if ('vResultCode' in card) return card;
  const saved = {
    ...card,
    cardId: replaced?.cardId ?? randomBytes(8).toString('hex'),
    defaultCard: replaced?.defaultCard ?? false,
  };
  account.cards = replaced
    ? account.cards.map((c) => (c === replaced ? saved : c))
    : [...account.cards, saved];
  if (makeDefault || account.cards.length === 1) setDefault(account, saved.cardId);
  return undefined;
}

function setDefault(account: Account, cardId: string): void {
  account.cards = account.cards.map((card) => ({ ...card, defaultCard: card.cardId === cardId }));
}
