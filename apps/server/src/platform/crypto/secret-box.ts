import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
/** GCM's full tag: a shorter tag handed to the decipher would be accepted and weaken the check. */
const TAG_BYTES = 16;
const VERSION = 'v2';

interface BoxKey {
  /** Public name of the key: which APP_SECRET sealed a value, without revealing anything of it. */
  id: string;
  key: Buffer;
  /** The key of the first format (SHA-256 of the secret, no associated data), read only. */
  legacyKey: Buffer;
}

function deriveKey(appSecret: string): BoxKey {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', appSecret, 'hondana', info, 32));
  return {
    id: derive('hondana secret-box key id').subarray(0, 6).toString('base64url'),
    key: derive('hondana secret-box v2 aes-256-gcm'),
    legacyKey: createHash('sha256').update(`hondana-secret-box:${appSecret}`).digest(),
  };
}

/** What a sealed value is bound to: a value copied into another company's row does not open. */
function associatedData(companyId: number): Buffer {
  return Buffer.from(`hondana company ${companyId}`, 'utf8');
}

function decrypt(key: Buffer, iv: Buffer, tag: Buffer, data: Buffer, aad?: Buffer): string {
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/**
 * Encrypts secrets kept in company settings (OAuth client secrets, gateway keys): AES-256-GCM
 * with a key derived from APP_SECRET by HKDF and the company id as associated data.
 * Format: `v2.<key id>.<iv>.<tag>.<data>` (base64url). Values are sealed with the current
 * APP_SECRET; `previousSecrets` (APP_SECRET_PREVIOUS) only open older values, so the secret can
 * be rotated (docs/operations.md). `v1.<iv>.<tag>.<data>` (before the company binding) is still
 * opened, and `isCurrent` tells which values to seal again.
 */
export function createSecretBox(appSecret: string, previousSecrets: readonly string[] = []) {
  const current = deriveKey(appSecret);
  const keys = [current, ...previousSecrets.map(deriveKey)];
  const parts = (sealed: string) => sealed.split('.').map((p) => Buffer.from(p, 'base64url'));

  return {
    seal(plain: string, companyId: number): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(associatedData(companyId));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const encoded = [iv, cipher.getAuthTag(), data].map((p) => p.toString('base64url'));
      return [VERSION, current.id, ...encoded].join('.');
    },

    open(sealed: string, companyId: number): string {
      const [version, keyId] = sealed.split('.', 2);
      if (version === VERSION) {
        const [, , iv, tag, data, ...rest] = parts(sealed);
        if (!iv || !tag || !data || rest.length > 0) throw new Error('not a sealed secret');
        const key = keys.find((k) => k.id === keyId);
        if (!key) throw new Error('sealed with an unknown key: is APP_SECRET_PREVIOUS set?');
        return decrypt(key.key, iv, tag, data, associatedData(companyId));
      }
      if (version === 'v1') {
        const [, iv, tag, data, ...rest] = parts(sealed);
        if (!iv || !tag || !data || rest.length > 0) throw new Error('not a sealed secret');
        for (const key of keys) {
          try {
            return decrypt(key.legacyKey, iv, tag, data);
          } catch {
            // another key may have sealed it
          }
        }
        throw new Error('a v1 sealed secret that no configured APP_SECRET opens');
      }
      throw new Error('not a sealed secret');
    },

    /** True when the value is sealed in the current format with the current key. */
    isCurrent(sealed: string): boolean {
      return sealed.startsWith(`${VERSION}.${current.id}.`);
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
