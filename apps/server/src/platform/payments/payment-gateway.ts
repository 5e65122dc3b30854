/**
 * The card gateway port (issue 20). Every operation takes the paying company's merchant
 * settings, since each company is paid through its own merchant account. The adapter is
 * VeriTrans4G's protocol (veritrans-gateway.ts); tests point it at the sandbox app
 * (apps/payments-sandbox), which speaks the same protocol. Modules see only this port.
 */

/** A company's merchant account. The secret key signs requests and is never logged or answered. */
export interface MerchantSettings {
  ccid: string;
  /** Hexadecimal: push notifications are signed with its decoded bytes. */
  secretKey: string;
  /** Public: the order page's script sends it with the card fields to the token endpoint. */
  tokenApiKey: string;
  /** The service's test environment (`test-` paths, `dummyRequest: "1"`): no real money moves. */
  testMode: boolean;
}

/**
 * What pays: a new card's one-time token from the browser, or a card saved in an account.
 * `saveTo` with a token also saves the card to that account of the reader (made when missing)
 * as its default card, once the payment succeeds: the card on file for renewals.
 */
export type PaymentCard =
  { token: string; saveTo?: string } | { accountId: string; cardId?: string };

export interface PaymentOrder {
  /** Our order's id: unique per merchant, so a retry with it charges once (≤100 of A-Za-z0-9_-). */
  orderId: string;
  /** Integer yen, tax included, from the price function: never from the client. */
  amount: number;
  card: PaymentCard;
}

/** The reader's browser, which 3-D Secure 2 needs to judge the risk. */
export interface BrowserFacts {
  userAgent: string;
  accept: string;
  ip: string;
}

export interface ThreeDSecureOrder extends PaymentOrder {
  /** Where the reader's browser comes back (a form POST with the signed result fields). */
  redirectionUri: string;
  /** Where the gateway posts the outcome too (signed, see verifyPush). */
  pushUrl?: string;
  browser: BrowserFacts;
}

/**
 * How a gateway call ended. `declined`: the gateway answered no (a card refusal, or a request
 * it refused), with its code and message. `error`: no answer to trust; after a `timeout` the
 * charge may still have happened, so retry with the same orderId rather than a new one.
 */
export type GatewayOutcome<T extends object = object> =
  | ({ kind: 'success'; vResultCode: string } & T)
  | {
      kind: 'declined';
      vResultCode: string;
      message: string;
      /** The card asks for 3-D Secure: pay it through startThreeDSecure with a new token. */
      needsThreeDSecure?: boolean;
    }
  | { kind: 'pending'; vResultCode: string; message: string }
  | { kind: 'error'; reason: GatewayErrorReason; message: string };

export type GatewayErrorReason =
  /** No answer within the timeout: the outcome is unknown. */
  | 'timeout'
  /** The gateway could not be reached. */
  | 'unreachable'
  /** An HTTP status other than 200 (e.g. 503 while the service is down). */
  | 'http'
  /** An answer that is not the protocol's. */
  | 'malformed'
  /** Fields that claim to come from the gateway and do not (a bad vAuthInfo). */
  | 'forged';

export interface Authorization {
  orderId: string;
  /** At most the first 6 and last 4 digits. */
  maskedCardNumber: string | null;
  /** The account the card was saved to (PaymentCard's `saveTo`), as the gateway now holds it. */
  savedAccount: SavedAccount | null;
}

/** Where the reader's browser goes for 3-D Secure: a URL, or a page to answer as it is. */
export type ThreeDSecureChallenge =
  { kind: 'redirect'; url: string } | { kind: 'html'; html: string };

export interface ThreeDSecureResult {
  orderId: string;
  mpiMstatus: string;
  cardMstatus: string;
  maskedCardNumber: string | null;
  /** As Authorization's: the account an approved card was saved to. */
  savedAccount: SavedAccount | null;
}

/**
 * How a card order (Authorize/card) stands at the gateway: `paid` (authorized and captured),
 * `refused`, `processing` (known, no outcome yet) or `unknown` (the gateway has no such order).
 */
export interface OrderStanding {
  orderId: string;
  state: 'paid' | 'refused' | 'processing' | 'unknown';
  maskedCardNumber: string | null;
  /** The refusing transaction's code and message. */
  vResultCode: string | null;
  message: string | null;
}

export interface SavedCard {
  cardId: string;
  maskedNumber: string;
  /** MM/YY. */
  expire: string;
  isDefault: boolean;
}

export interface SavedAccount {
  accountId: string;
  cards: SavedCard[];
}

export interface SaveCardRequest {
  /** Our own id of the reader's gateway account. */
  accountId: string;
  token: string;
  /** The account exists (Update/account) or is created with this card (Add/account). */
  accountExists: boolean;
  /** With accountExists: the card the new one replaces (the card on file). */
  replaceCardId?: string;
}

/** A push notification: the raw form body and its `content-hmac` header. */
export interface PushNotification {
  body: string;
  contentHmac: string | undefined;
}

export type PushVerdict =
  | { kind: 'verified'; pushId: string; pushTime: string; entries: Record<string, string>[] }
  | { kind: 'refused'; reason: string };

export interface PaymentGateway {
  /** Authorize/card, captured at once, lump sum. */
  authorize(
    settings: MerchantSettings,
    order: PaymentOrder,
  ): Promise<GatewayOutcome<Authorization>>;
  /** Authorize/mpi: 3-D Secure, then the authorization; send the browser to the challenge. */
  startThreeDSecure(
    settings: MerchantSettings,
    order: ThreeDSecureOrder,
  ): Promise<GatewayOutcome<{ challenge: ThreeDSecureChallenge }>>;
  /**
   * The browser's return from 3-D Secure: its fields must carry a valid vAuthInfo over the
   * expected order, then GetResult/mpi says how the order ended (the fields alone are not trusted).
   */
  finishThreeDSecure(
    settings: MerchantSettings,
    returned: { expectedOrderId: string; fields: Readonly<Record<string, string>> },
  ): Promise<GatewayOutcome<ThreeDSecureResult>>;
  /** GetResult/mpi alone: how a 3-D Secure order stands (reconciliation). */
  threeDSecureResult(
    settings: MerchantSettings,
    orderId: string,
  ): Promise<GatewayOutcome<ThreeDSecureResult>>;
  /** The order search: how a card order stands when its answer was lost (reconciliation). */
  orderStatus(settings: MerchantSettings, orderId: string): Promise<GatewayOutcome<OrderStanding>>;
  /** Add/account or Update/account with a new card's token: the reader's card on file. */
  saveCard(
    settings: MerchantSettings,
    request: SaveCardRequest,
  ): Promise<GatewayOutcome<{ account: SavedAccount }>>;
  /** Get/account: the saved cards, masked. */
  readCards(
    settings: MerchantSettings,
    accountId: string,
  ): Promise<GatewayOutcome<{ account: SavedAccount }>>;
  /** A harmless authenticated call: success means the CCID and secret key are right. */
  verifySettings(settings: MerchantSettings): Promise<GatewayOutcome>;
  /** Checks a push notification's HMAC before anything in it is believed. */
  verifyPush(settings: MerchantSettings, push: PushNotification): PushVerdict;
}
