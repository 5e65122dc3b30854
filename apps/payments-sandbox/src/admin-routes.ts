import type { FastifyInstance } from 'fastify';
import type { MerchantCredentials, SandboxSettings, SandboxState } from './sandbox-state.js';

/** Settings a test or a benchmark may change while the sandbox runs; a bad value is refused. */
export function applySettings(state: SandboxState, changes: Partial<SandboxSettings>): void {
  const { latencyMs, failureRate, hangMs, answerDelayMs, challengeAsPage } = changes;
  const milliseconds = (value: number) => Number.isInteger(value) && value >= 0;
  if (latencyMs !== undefined && !milliseconds(latencyMs)) {
    throw new RangeError('latencyMs: a whole number of milliseconds, 0 or more');
  }
  if (hangMs !== undefined && !milliseconds(hangMs)) {
    throw new RangeError('hangMs: a whole number of milliseconds, 0 or more');
  }
  if (answerDelayMs !== undefined && !milliseconds(answerDelayMs)) {
    throw new RangeError('answerDelayMs: a whole number of milliseconds, 0 or more');
  }
  if (challengeAsPage !== undefined && typeof challengeAsPage !== 'boolean') {
    throw new RangeError('challengeAsPage: true or false');
  }
  if (failureRate !== undefined && !(failureRate >= 0 && failureRate <= 1)) {
    throw new RangeError('failureRate: from 0 to 1');
  }
  state.settings = {
    latencyMs: latencyMs ?? state.settings.latencyMs,
    failureRate: failureRate ?? state.settings.failureRate,
    hangMs: hangMs ?? state.settings.hangMs,
    answerDelayMs: answerDelayMs ?? state.settings.answerDelayMs,
    challengeAsPage: challengeAsPage ?? state.settings.challengeAsPage,
  };
}

export function addMerchant(state: SandboxState, merchant: MerchantCredentials): void {
  if (!/^[0-9a-fA-F]+$/.test(merchant.secretKey) || merchant.secretKey.length % 2 !== 0) {
    // Push notifications are signed with the hex-decoded key, as the real service signs them.
    throw new RangeError('secretKey must be hexadecimal');
  }
  if (!merchant.ccid || !merchant.tokenApiKey) throw new RangeError('ccid and tokenApiKey needed');
  state.merchants.set(merchant.ccid, { ...merchant });
}

function jsonBody(body: unknown): Record<string, unknown> {
  const parsed: unknown = typeof body === 'string' && body !== '' ? JSON.parse(body) : {};
  if (typeof parsed !== 'object' || parsed === null) throw new RangeError('a JSON object');
  return parsed as Record<string, unknown>;
}

/**
 * `/_sandbox/*`: what no real gateway has: counts, latency, failure rate, hang time, merchants.
 * The sandbox is a development tool on 127.0.0.1, so these are not authenticated.
 */
export function registerAdminRoutes(app: FastifyInstance, state: SandboxState): void {
  app.setErrorHandler(async (error, _request, reply) => {
    const status = error instanceof RangeError || error instanceof SyntaxError ? 400 : 500;
    return reply.code(status).send({ error: error instanceof Error ? error.message : 'error' });
  });
  app.get('/_sandbox/state', async () => ({
    settings: state.settings,
    apiRequests: state.apiRequests,
    charges: state.charges.length,
    pushes: state.pushes.length,
    merchants: [...state.merchants.keys()],
  }));
  app.put('/_sandbox/settings', async (request) => {
    applySettings(state, jsonBody(request.body) as Partial<SandboxSettings>);
    return { settings: state.settings };
  });
  app.post('/_sandbox/merchants', async (request, reply) => {
    const body = jsonBody(request.body);
    addMerchant(state, {
      ccid: String(body.ccid ?? ''),
      secretKey: String(body.secretKey ?? ''),
      tokenApiKey: String(body.tokenApiKey ?? ''),
    });
    return reply.code(201).send({ merchants: [...state.merchants.keys()] });
  });
  app.post('/_sandbox/release-hanging', async () => {
    const released = state.hanging.size;
    state.releaseHanging();
    return { released };
  });
}
