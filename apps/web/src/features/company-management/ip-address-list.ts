import { ipv4CidrSchema, parseCidr } from '@hondana/contract';

export type NewIpAddressCheck = { ok: true; value: string } | { ok: false; messageKey: string };

/**
 * Checks a range before it joins the list: a valid IPv4 CIDR with a /24 to /32 mask (the
 * contract's rule) that is not already listed, compared canonically (10.0.0.7/24 = 10.0.0.0/24).
 */
export function checkNewIpAddress(value: string, existing: readonly string[]): NewIpAddressCheck {
  const parsed = ipv4CidrSchema.safeParse(value);
  if (!parsed.success) {
    return { ok: false, messageKey: parsed.error.issues[0]?.message ?? 'validation.ip.invalid' };
  }
  const canonical = parseCidr(parsed.data)?.text;
  const isListed = existing.some((item) => (parseCidr(item)?.text ?? item.trim()) === canonical);
  if (isListed) return { ok: false, messageKey: 'validation.ip.duplicate' };
  return { ok: true, value: parsed.data };
}
