import { encodeAuthParams, vAuthInfoOf } from './protocol.js';
import type { MpiOutcome, MpiTransaction } from './sandbox-state.js';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

function page(title: string, body: string, autoSubmit = false): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
button{font-size:1rem;padding:.5rem 1rem;margin-right:.5rem}</style></head>
<body${autoSubmit ? ' onload="document.forms[0].submit()"' : ''}>${body}</body></html>`;
}

/** The issuer's challenge, as a bank would show it: approve or refuse this payment. */
export function challengePage(transaction: MpiTransaction): string {
  const action = `/3ds/${encodeURIComponent(transaction.id)}`;
  const button = (outcome: string, label: string) =>
    `<form method="post" action="${action}" style="display:inline">` +
    `<input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`;
  return page(
    '3-D Secure (sandbox)',
    `<h1>3-D Secure</h1><p>Sandbox issuer: confirm the payment of <strong>¥${transaction.amount}</strong>
with the card <strong>${escapeHtml(transaction.card.maskedNumber)}</strong>.</p>
${button('pass', 'Authenticate')}${button('fail', 'Refuse')}`,
  );
}

/** The fields the browser carries back to the merchant, in the order authParams lists them. */
const SIGNED_FIELDS = ['OrderId', 'mpiMstatus', 'cardMstatus', 'vResultCode'] as const;

export function returnFields(
  transaction: MpiTransaction,
  outcome: MpiOutcome,
): Record<string, string> {
  const fields: Record<string, string> = {
    OrderId: transaction.orderId,
    mpiMstatus: outcome.mpiMstatus,
    cardMstatus: outcome.cardMstatus,
    vResultCode: outcome.vResultCode,
  };
  const { ccid, secretKey } = transaction.merchant;
  return {
    ...fields,
    authParams: encodeAuthParams(SIGNED_FIELDS),
    vAuthInfo: vAuthInfoOf(ccid, fields, SIGNED_FIELDS, secretKey),
  };
}

/** Posts the signed fields to the merchant's redirectionUri from the browser (form POST). */
export function returnPage(transaction: MpiTransaction, outcome: MpiOutcome): string {
  const inputs = Object.entries(returnFields(transaction, outcome))
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  return page(
    '3-D Secure (sandbox)',
    `<form method="post" action="${escapeHtml(transaction.redirectionUri)}">
${inputs}
<noscript><button type="submit">Back to the shop</button></noscript></form>`,
    true,
  );
}

export function notFoundPage(): string {
  return page('3-D Secure (sandbox)', '<p>This authentication does not exist or has ended.</p>');
}
