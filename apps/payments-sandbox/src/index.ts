import { addMerchant, applySettings } from './admin-routes.js';
import { buildSandboxApp } from './sandbox-app.js';
import {
  DEMO_MERCHANT,
  newMerchant,
  SandboxState,
  type Charge,
  type MerchantCredentials,
  type PushDelivery,
  type SandboxSettings,
} from './sandbox-state.js';

export { DEMO_MERCHANT, newMerchant, type Charge, type MerchantCredentials, type PushDelivery };
export { TEST_CARDS, type CardBehaviour } from './test-cards.js';
export { ResultCode, TokenCode } from './result-codes.js';

export interface PaymentsSandboxOptions extends Partial<SandboxSettings> {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: any free port. */
  port?: number;
  /** Merchants the sandbox knows; default one fresh merchant (`merchant` of the handle). */
  merchants?: MerchantCredentials[];
  /** Where browsers reach it (authStartUrl), when not the address it listens on. */
  publicUrl?: string;
}

export interface PaymentsSandbox {
  /** Base URL, e.g. http://127.0.0.1:41234: the adapter's VERITRANS_BASE_URL. */
  url: string;
  /** The first merchant. */
  merchant: MerchantCredentials;
  addMerchant(merchant: MerchantCredentials): void;
  setLatency(milliseconds: number): void;
  setFailureRate(rate: number): void;
  setHangTime(milliseconds: number): void;
  /** Holds each server API answer this long after its command ran. */
  setAnswerDelay(milliseconds: number): void;
  /** Authorize/mpi answers the challenge as a page instead of a URL. */
  setChallengeAsPage(on: boolean): void;
  /** Answers every hanging `hang`-card request now (then approved). */
  releaseHanging(): void;
  /** How many `hang`-card answers are waiting. */
  hanging(): number;
  /** Approved authorizations so far, oldest first. */
  charges(): Charge[];
  /** Push notifications sent so far, with the merchant's answer. */
  pushes(): PushDelivery[];
  /** Server API and token requests received (refused ones included). */
  apiRequests(): number;
  close(): Promise<void>;
}

/** Starts a sandbox on 127.0.0.1; its state lives in memory and ends with close(). */
export async function startPaymentsSandbox(
  options: PaymentsSandboxOptions = {},
): Promise<PaymentsSandbox> {
  const state = new SandboxState({
    latencyMs: 0,
    failureRate: 0,
    hangMs: 30_000,
    answerDelayMs: 0,
    challengeAsPage: false,
  });
  applySettings(state, options);
  const merchants = options.merchants ?? [newMerchant()];
  const first = merchants[0];
  if (!first) throw new RangeError('merchants: at least one');
  merchants.forEach((merchant) => addMerchant(state, merchant));

  const app = buildSandboxApp(state);
  const url = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  state.publicUrl = (options.publicUrl ?? url).replace(/\/$/, '');
  return {
    url,
    merchant: { ...first },
    addMerchant: (merchant) => addMerchant(state, merchant),
    setLatency: (latencyMs) => applySettings(state, { latencyMs }),
    setFailureRate: (failureRate) => applySettings(state, { failureRate }),
    setHangTime: (hangMs) => applySettings(state, { hangMs }),
    setAnswerDelay: (answerDelayMs) => applySettings(state, { answerDelayMs }),
    setChallengeAsPage: (challengeAsPage) => applySettings(state, { challengeAsPage }),
    releaseHanging: () => state.releaseHanging(),
    hanging: () => state.hanging.size,
    charges: () => state.charges.map((charge) => ({ ...charge })),
    pushes: () => state.pushes.map((push) => ({ ...push })),
    apiRequests: () => state.apiRequests,
    async close() {
      state.releaseHanging();
      await app.close();
      await Promise.allSettled([...state.background]);
    },
  };
}
