import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';

const SECRET = 'a'.repeat(40);
const NEXT_SECRET = 'b'.repeat(40);

/** A value in the first format (before key ids and the company binding), as old rows hold it. */
function sealV1(appSecret: string, plain: string): string {
  const key = createHash('sha256').update(`hondana-secret-box:${appSecret}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

describe('secret box', () => {
  const box = createSecretBox(SECRET);

  it('opens what it sealed for the same company and never stores the plain text', () => {
    const sealed = box.seal('client-secret-123', 7);
    expect(sealed).not.toContain('client-secret-123');
    expect(sealed.startsWith('v2.')).toBe(true);
    expect(box.open(sealed, 7)).toBe('client-secret-123');
    expect(box.isCurrent(sealed)).toBe(true);
  });

  it('does not open a value copied to another company', () => {
    const sealed = box.seal('x', 7);
    expect(() => box.open(sealed, 8)).toThrow();
  });

  it('refuses a tampered value, a truncated tag and another key', () => {
    const sealed = box.seal('x', 1);
    const fields = sealed.split('.');
    // Flip a decoded byte: changing the last base64url character can touch only padding bits.
    const data = Buffer.from(fields.at(-1)!, 'base64url');
    data[0] = data[0]! ^ 0xff;
    const tampered = [...fields.slice(0, -1), data.toString('base64url')].join('.');
    expect(() => box.open(tampered, 1)).toThrow();
    // GCM would check a 4-byte tag if handed one: the length is enforced, not taken from the value.
    const shortTag = Buffer.from(fields[3]!, 'base64url').subarray(0, 4).toString('base64url');
    fields[3] = shortTag;
    expect(() => box.open(fields.join('.'), 1)).toThrow('not a sealed secret');
    expect(() => createSecretBox(NEXT_SECRET).open(sealed, 1)).toThrow(/unknown key/);
  });

  it('rotates: the new secret seals, the previous one still opens old values', () => {
    const old = box.seal('rotate-me', 3);
    const rotated = createSecretBox(NEXT_SECRET, [SECRET]);
    expect(rotated.open(old, 3)).toBe('rotate-me');
    expect(rotated.isCurrent(old)).toBe(false);
    const resealed = rotated.seal('rotate-me', 3);
    expect(rotated.isCurrent(resealed)).toBe(true);
    expect(createSecretBox(NEXT_SECRET).open(resealed, 3)).toBe('rotate-me');
    expect(() => box.open(resealed, 3)).toThrow();
  });

  it('still opens the first format, which is not current', () => {
    const legacy = sealV1(SECRET, 'from-before');
    expect(box.open(legacy, 5)).toBe('from-before');
    expect(box.isCurrent(legacy)).toBe(false);
    expect(createSecretBox(NEXT_SECRET, [SECRET]).open(legacy, 5)).toBe('from-before');
    expect(() => createSecretBox(NEXT_SECRET).open(legacy, 5)).toThrow();
  });
});
