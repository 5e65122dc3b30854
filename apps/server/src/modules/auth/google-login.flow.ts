import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isSecureCookie, type PublicUrlScheme } from '../session/session-issuer.js';

/**
 * The Google sign-in started by this browser: PKCE verifier, state and nonce stay on the server
 * side of the browser (a signed httpOnly cookie scripts cannot read or forge) until the code
 * comes back, and are used once.
 */
export interface GoogleLoginFlow {
  companyId: number;
  redirectUrl: string;
  codeVerifier: string;
  state: string;
  nonce: string;
  /** Epoch milliseconds; the cookie's max-age is the browser's business, this is ours. */
  startedAt: number;
}

export const GOOGLE_FLOW_COOKIE = 'hondana_google_flow';
/** Ten minutes to choose an account at Google and come back. */
export const FLOW_MAX_AGE_SECONDS = 600;

const flowSchema = z.object({
  companyId: z.number().int(),
  redirectUrl: z.string(),
  codeVerifier: z.string().min(43),
  state: z.string().min(1),
  nonce: z.string().min(1),
  startedAt: z.number().int(),
});

export function setGoogleFlowCookie(
  reply: FastifyReply,
  flow: GoogleLoginFlow,
  publicUrlScheme: PublicUrlScheme,
): void {
  reply.setCookie(GOOGLE_FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureCookie(reply, publicUrlScheme),
    maxAge: FLOW_MAX_AGE_SECONDS,
    path: '/',
  });
}

export function clearGoogleFlowCookie(reply: FastifyReply, publicUrlScheme: PublicUrlScheme): void {
  reply.clearCookie(GOOGLE_FLOW_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureCookie(reply, publicUrlScheme),
    path: '/',
  });
}

/** The flow of this browser, or null when the cookie is missing, forged or malformed. */
export function readGoogleFlowCookie(request: FastifyRequest): GoogleLoginFlow | null {
  const raw = request.cookies[GOOGLE_FLOW_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const parsed = flowSchema.safeParse(
      JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')),
    );
    if (!parsed.success) return null;
    const age = Date.now() - parsed.data.startedAt;
    return age >= 0 && age <= FLOW_MAX_AGE_SECONDS * 1000 ? parsed.data : null;
  } catch {
    return null;
  }
}
