import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The pages that hold card fields or lead to and from a payment (issue 20, PCI DSS SAQ A-EP):
 * the order page, the return from 3-D Secure, the thank-you page and the profile's card section.
 */
export const paymentPagePattern =
  /^\/(order-entry(\/[^/]*)?|veritrans-payment\/confirm|thank-you|profile)\/?$/;

export interface SecurityHeaderOptions {
  /**
   * The card gateway's origin (VERITRANS_BASE_URL's): the order page's script posts the card
   * fields to its token endpoint, and 3-D Secure sends the browser there and back.
   */
  paymentGatewayOrigin: string;
}

type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * The headers a helmet middleware sets. Its headers depend on its options only (no nonce), so
 * they are read once at start and each answer gets the list: running helmet's dozen small
 * middlewares on every request cost 3 % of the hot public read (issue 22, part 4).
 */
function headersSetBy(middleware: ReturnType<typeof helmet>): HeaderList {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers from helmet, built once: @fastify/helmet builds a new helmet instance for
 * every request, which cost a fifth of the throughput of small JSON answers.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { paymentGatewayOrigin }: SecurityHeaderOptions,
): void {
  const pageDirectives = {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    // MUI (emotion) injects style elements at run time. The EPUB reader shows each chapter
    // in a frame from a blob: URL the page made, with the book's styles and fonts as blob:
    // too; those documents inherit this policy, so the book's scripts stay blocked
    // (script-src has no blob:).
    styleSrc: ["'self'", "'unsafe-inline'", 'blob:'],
    fontSrc: ["'self'", 'data:', 'blob:'],
    scriptSrc: ["'self'"],
    // The SPA keeps the policy of the page it was loaded at: a reader who opens the order page
    // from the plan list (no page load) tokenizes the card and starts 3-D Secure under this
    // policy, so the gateway is allowed here too. Only our own scripts run either way.
    connectSrc: ["'self'", paymentGatewayOrigin],
    formAction: ["'self'", paymentGatewayOrigin],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    upgradeInsecureRequests: null,
  };
  const pageHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: { directives: pageDirectives },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Loaded at a payment page's address: our own scripts only, the gateway's origin for the card
  // token and 3-D Secure, and never inside another page's frame (no one may overlay the card
  // fields). The frames and workers of the book reader stay allowed: the SPA keeps this policy
  // when the reader goes on from the thank-you page to the book the plan unlocked.
  const paymentPageHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        directives: { ...pageDirectives, frameAncestors: ["'none'"] },
      },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    }),
  );
  // JSON answers are never rendered as documents, so the document policies (CSP, framing,
  // opener) do nothing there; what matters is that no other origin reads or sniffs them. Leaving
  // the rest out halves the header bytes of every API answer.
  const apiHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );
  app.addHook('onRequest', (request, reply, done) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const headers = urlPath.startsWith('/api/')
      ? apiHeaders
      : paymentPagePattern.test(urlPath)
        ? paymentPageHeaders
        : pageHeaders;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
