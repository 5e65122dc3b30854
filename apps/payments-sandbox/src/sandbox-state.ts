import { randomBytes, randomUUID } from 'node:crypto';
import type { CardBehaviour } from './test-cards.js';

/** A merchant account: what a company's payment settings hold (the secret key is hex). */
export interface MerchantCredentials {
  ccid: string;
  secretKey: string;
  tokenApiKey: string;
}

/**
 * What the sandbox keeps of a card: never its number or security code, only the masked number,
 * the expiry and what the test card does.
 */
export interface CardOnFile {
  maskedNumber: string;
  expire: string;
  behaviour: CardBehaviour;
}

export interface TokenRecord {
  tokenApiKey: string;
  card: CardOnFile;
  expiresAt: number;
  used: boolean;
}

export interface SavedCard extends CardOnFile {
  cardId: string;
  defaultCard: boolean;
}

export interface Account {
  accountId: string;
  cards: SavedCard[];
}

/** One approved authorization: what tests and benchmarks count. */
export interface Charge {
  merchantCcid: string;
  orderId: string;
  amount: number;
  maskedNumber: string;
  threeDSecure: boolean;
}

export interface PushDelivery {
  url: string;
  orderId: string;
  /** HTTP status of the merchant's answer; 0 when it could not be reached. */
  status: number;
}

export type MpiOutcome = {
  mstatus: 'success' | 'failure';
  vResultCode: string;
  mpiMstatus: 'success' | 'failure';
  cardMstatus: 'success' | 'failure' | '';
};

export interface MpiTransaction {
  id: string;
  merchant: MerchantCredentials;
  orderId: string;
  amount: number;
  card: CardOnFile;
  redirectionUri: string;
  pushUrl: string | undefined;
  /** The account an authenticated, approved card is saved to (token with accountParam). */
  saveTo: string | undefined;
  savedAccount: Account | undefined;
  /** Settled once the browser finished the challenge (or passed it frictionless). */
  outcome: Promise<MpiOutcome> | undefined;
  settled: MpiOutcome | undefined;
}

export interface SandboxSettings {
  latencyMs: number;
  /** 0-1: the share of server API requests answered 503 before anything is done. */
  failureRate: number;
  /** How long a `hang` card's answer waits. */
  hangMs: number;
  /**
   * Holds each server API answer this long after the command ran (a charge is then recorded
   * while its answer is still on its way: the window a crash test kills the merchant in).
   */
  answerDelayMs: number;
  /**
   * Authorize/mpi answers the challenge as a page (`resResponseContents`) instead of a URL
   * (`authStartUrl`), as the real service may: the merchant must then serve the page itself.
   */
  challengeAsPage: boolean;
}

export class SandboxState {
  readonly merchants = new Map<string, MerchantCredentials>();
  readonly tokens = new Map<string, TokenRecord>();
  /** Each merchant's answered orders: a repeated orderId answers the first answer again. */
  readonly orders = new Map<string, Promise<object>>();
  /** The same orders' answers once worked out (Search/search reads them). */
  readonly answered = new Map<string, object>();
  readonly mpiById = new Map<string, MpiTransaction>();
  readonly mpiByOrder = new Map<string, MpiTransaction>();
  readonly accounts = new Map<string, Account>();
  readonly charges: Charge[] = [];
  readonly pushes: PushDelivery[] = [];
  /** Wakes every hanging answer at once (tests, close). */
  readonly hanging = new Set<() => void>();
  /** Push deliveries under way: close() waits for them. */
  readonly background = new Set<Promise<unknown>>();
  apiRequests = 0;
  /** Where browsers reach the sandbox (authStartUrl points here); set once it listens. */
  publicUrl = '';

  constructor(public settings: SandboxSettings) {}

  merchantByTokenApiKey(key: string): MerchantCredentials | undefined {
    for (const merchant of this.merchants.values()) {
      if (merchant.tokenApiKey === key) return merchant;
    }
    return undefined;
  }

  /** Waits the hang time, or until released. */
  hang(): Promise<void> {
    return new Promise((resolve) => {
      const release = () => {
        clearTimeout(timer);
        this.hanging.delete(release);
        resolve();
      };
      const timer = setTimeout(release, this.settings.hangMs);
      this.hanging.add(release);
    });
  }

  track(work: Promise<unknown>): void {
    this.background.add(work);
    void work.finally(() => this.background.delete(work));
  }

  releaseHanging(): void {
    for (const release of [...this.hanging]) release();
  }
}

/** Orders and accounts belong to one merchant: two merchants may use the same ids. */
export const merchantScoped = (ccid: string, id: string) => `${ccid}\u0000${id}`;

/** A fresh merchant in the real credentials' shapes (24-character CCID, hex secret, UUID key). */
export function newMerchant(): MerchantCredentials {
  return {
    ccid: `A100${randomBytes(9).toString('hex').toUpperCase().slice(0, 18)}cc`,
    secretKey: randomBytes(32).toString('hex'),
    tokenApiKey: randomUUID(),
  };
}

/**
 * The sandbox's standing merchant (`npm run payments-sandbox`, the demo company). Public on
 * purpose: it can only ever pay the sandbox.
 */
export const DEMO_MERCHANT: MerchantCredentials = {
  ccid: 'A100000000000000000001cc',
  secretKey: '5a9d6b1e0c3f47a8b2e6d4c19f0a7b3e5d8c2a6f1b4e7d0c9a3f6b2e8d1c5a7f',
  tokenApiKey: 'b2f1c8e4-6a3d-4f7b-9c2e-5d8a1f3b7e60',
};
