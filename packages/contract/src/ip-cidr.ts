// IPv4 and CIDR helpers for user-group IP ranges and login by IP address.

/** A parsed IPv4 range: `network` is the first address as an unsigned 32-bit number. */
export interface Cidr {
  network: number;
  maskBits: number;
  /** The range written back in canonical form, e.g. `192.168.1.0/24`. */
  text: string;
}

// Four decimal octets 0-255 without leading zeros (leading zeros are read as octal by some tools).
const octet = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const ipv4Pattern = new RegExp(`^${octet}\\.${octet}\\.${octet}\\.${octet}$`);

/** The address as an unsigned 32-bit number, or undefined when it is not a dotted IPv4 address. */
export function parseIpv4(address: string): number | undefined {
  const match = ipv4Pattern.exec(stripIpv4MappedPrefix(address.trim()));
  if (!match) return undefined;
  return match.slice(1, 5).reduce((value, part) => value * 256 + Number(part), 0);
}

/** Writes an unsigned 32-bit number as a dotted IPv4 address. */
export function formatIpv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
}

function maskOf(maskBits: number): number {
  return maskBits === 0 ? 0 : (0xffffffff << (32 - maskBits)) >>> 0;
}

/**
 * Parses `a.b.c.d/n`. Without `/n` the address counts as a single host (/32). Host bits are
 * cleared, so `10.0.0.7/24` becomes `10.0.0.0/24`. Undefined when the text is not a range.
 */
export function parseCidr(text: string): Cidr | undefined {
  const [address = '', bits, ...rest] = text.trim().split('/');
  if (rest.length > 0) return undefined;
  if (bits !== undefined && !/^(3[0-2]|[12]?\d)$/.test(bits)) return undefined;
  const ip = parseIpv4(address);
  if (ip === undefined) return undefined;
  const maskBits = bits === undefined ? 32 : Number(bits);
  const network = (ip & maskOf(maskBits)) >>> 0;
  return { network, maskBits, text: `${formatIpv4(network)}/${maskBits}` };
}

/** True when `address` (IPv4, or IPv4-mapped IPv6 as Node reports it) lies in `range`. */
export function isIpInCidr(address: string, range: string | Cidr): boolean {
  const cidr = typeof range === 'string' ? parseCidr(range) : range;
  const ip = parseIpv4(address);
  if (!cidr || ip === undefined) return false;
  return (ip & maskOf(cidr.maskBits)) >>> 0 === cidr.network;
}

/** True when two ranges share at least one address (error 432: range conflicts with a group). */
export function doCidrsOverlap(a: string | Cidr, b: string | Cidr): boolean {
  const first = typeof a === 'string' ? parseCidr(a) : a;
  const second = typeof b === 'string' ? parseCidr(b) : b;
  if (!first || !second) return false;
  const mask = maskOf(Math.min(first.maskBits, second.maskBits));
  return (first.network & mask) >>> 0 === (second.network & mask) >>> 0;
}

function stripIpv4MappedPrefix(address: string): string {
  return address.toLowerCase().startsWith('::ffff:') && address.includes('.')
    ? address.slice(7)
    : address;
}
