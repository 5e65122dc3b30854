import { describe, expect, it } from 'vitest';
import { passwordHashSchema } from '@hondana/contract';
import { hashPassword } from './password-hash';

describe('hashPassword', () => {
  it('gives the lowercase hex SHA-256 of the UTF-8 text', async () => {
    expect(await hashPassword('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    // Multi-byte characters are encoded as UTF-8 first (value from `sha256sum`).
    expect(await hashPassword('パスワード')).toBe(
      'd8b076148c939d9d2d6eb60458969c486794a4c0fcf0632be58fa5bf6d15aafa',
    );
  });

  it('always matches the contract pattern the server checks', async () => {
    expect(passwordHashSchema.safeParse(await hashPassword('DemoReader1')).success).toBe(true);
    expect(passwordHashSchema.safeParse(await hashPassword('')).success).toBe(true);
  });
});
