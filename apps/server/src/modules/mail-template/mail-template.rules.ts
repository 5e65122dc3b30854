import type { EmailTemplateType } from '@hondana/contract';

/** Templates whose mails carry the order fields (terms, sender, inquiry form, privacy policy). */
export const orderMailTypes: ReadonlySet<EmailTemplateType> = new Set([
  'CONFIRM_ORDER',
  'RENEWAL_FAIL',
  'NOTIFY_RENEWAL',
]);

const orderFields = ['terms', 'sender', 'inquiry_form', 'privacy_policy'];
const plan = ['plan_name', 'price'];

/**
 * The placeholders each type may use and those its body must contain (product.md §5: full name,
 * username, password and company name for the registration mail; each mail its link). The
 * registration mail's "password" is `{{password_url}}`, a link: the server never knows a password
 * (clients send a hash), and a mail is no place for one (issue 21).
 */
export const placeholderRules: Record<
  EmailTemplateType,
  { allowed: readonly string[]; required: readonly string[] }
> = {
  REGISTER_USER: {
    allowed: ['full_name', 'username', 'password_url', 'company_name', 'site_url', 'confirm_url'],
    required: ['full_name', 'username', 'password_url', 'company_name'],
  },
  FORGOT_PASSWORD: {
    allowed: ['full_name', 'username', 'company_name', 'site_url', 'reset_url'],
    required: ['full_name', 'company_name', 'reset_url'],
  },
  CONFIRM_ORDER: {
    allowed: ['full_name', 'company_name', 'site_url', ...plan, ...orderFields],
    required: ['full_name', 'plan_name'],
  },
  RENEWAL_FAIL: {
    allowed: ['full_name', 'company_name', 'site_url', ...plan, ...orderFields],
    required: ['full_name', 'plan_name'],
  },
  NOTIFY_RENEWAL: {
    allowed: ['full_name', 'company_name', 'site_url', 'renewal_date', ...plan, ...orderFields],
    required: ['full_name', 'plan_name', 'renewal_date'],
  },
  PAYMENT_PROCESS: {
    allowed: ['full_name', 'company_name', 'site_url', ...plan],
    required: ['full_name', 'plan_name', 'price'],
  },
};

const placeholderPattern = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * Placeholders no mail takes any more, and the one that replaced each. Migration 0023 rewrote the
 * stored texts; a text typed today with one of these is refused with a pointer to the new name.
 */
export const retiredPlaceholders: Readonly<Record<string, string>> = { password: 'password_url' };

export type PlaceholderProblem =
  | { kind: 'missing'; name: string }
  | { kind: 'repeated'; name: string }
  | { kind: 'unknown'; name: string }
  | { kind: 'retired'; name: string };

/** What is wrong with the placeholders of a body (empty when nothing). */
export function placeholderProblems(type: EmailTemplateType, body: string): PlaceholderProblem[] {
  const rule = placeholderRules[type];
  const counts = new Map<string, number>();
  for (const match of body.matchAll(placeholderPattern)) {
    counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
  }
  const problems: PlaceholderProblem[] = [...counts.keys()]
    .filter((name) => Object.hasOwn(retiredPlaceholders, name))
    .map((name) => ({ kind: 'retired' as const, name }));
  for (const name of rule.required) {
    if (!counts.has(name)) problems.push({ kind: 'missing', name });
  }
  for (const [name, count] of counts) {
    if (Object.hasOwn(retiredPlaceholders, name)) continue;
    if (!rule.allowed.includes(name)) problems.push({ kind: 'unknown', name });
    else if (count > 1) problems.push({ kind: 'repeated', name });
  }
  return problems;
}

/** Placeholders in the subject are allowed (once or more) but must be known (and not retired). */
export function unknownSubjectPlaceholders(type: EmailTemplateType, subject: string): string[] {
  const rule = placeholderRules[type];
  return [...subject.matchAll(placeholderPattern)]
    .map((match) => match[1]!)
    .filter((name) => !rule.allowed.includes(name));
}

/** Fills `{{name}}` placeholders; unknown ones stay visible so a broken template is noticed. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(placeholderPattern, (whole, name: string) => values[name] ?? whole);
}
