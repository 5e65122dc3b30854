import { AccountStatus, ErrorCode } from '@hondana/contract';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.js';
import type { UserRow } from '../user/user.tables.js';
import {
  assertUserMaySignIn,
  clearSessionCookie,
  computeSessionExpiry,
  setSessionCookie,
  type LoginResults,
} from './session-issuer.js';

const NOW = new Date('2025-01-01T00:00:00Z');
const HOUR = 3_600_000;

function codeOf(run: () => void): number | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : -1;
  }
}

/** The part of a reply the cookie helpers touch, recording what they set. */
function fakeReply(protocol: 'http' | 'https') {
  const calls: { name: string; value?: string; options: Record<string, unknown> }[] = [];
  const reply = {
    request: { protocol },
    setCookie: (name: string, value: string, options: Record<string, unknown>) => {
      calls.push({ name, value, options });
      return reply;
    },
    clearCookie: (name: string, options: Record<string, unknown>) => {
      calls.push({ name, options });
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, calls };
}

describe('computeSessionExpiry', () => {
  it('keeps a keep_login session for 365 days whatever the company says', () => {
    const expiry = computeSessionExpiry({ sessionMinutes: 10 }, true, NOW);
    expect(expiry.getTime() - NOW.getTime()).toBe(365 * 24 * HOUR);
  });

  it("uses the company's minutes, else 24 hours", () => {
    expect(computeSessionExpiry({ sessionMinutes: 90 }, false, NOW).getTime() - NOW.getTime()).toBe(
      1.5 * HOUR,
    );
    expect(
      computeSessionExpiry({ sessionMinutes: null }, false, NOW).getTime() - NOW.getTime(),
    ).toBe(24 * HOUR);
    expect(computeSessionExpiry({ sessionMinutes: 0 }, false, NOW).getTime() - NOW.getTime()).toBe(
      24 * HOUR,
    );
    expect(computeSessionExpiry(null, false, NOW).getTime() - NOW.getTime()).toBe(24 * HOUR);
  });
});

describe('assertUserMaySignIn', () => {
  const active = { accountStatus: AccountStatus.Active, accessExpiresAt: null } as UserRow;

  it('lets an active user with open access in', () => {
    expect(codeOf(() => assertUserMaySignIn(active, NOW))).toBeNull();
    const later = { ...active, accessExpiresAt: new Date(NOW.getTime() + 1) };
    expect(codeOf(() => assertUserMaySignIn(later, NOW))).toBeNull();
  });

  it('refuses suspended accounts with 830 before looking at the access period', () => {
    const suspended = { ...active, accountStatus: AccountStatus.Suspended, accessExpiresAt: NOW };
    expect(codeOf(() => assertUserMaySignIn(suspended, NOW))).toBe(ErrorCode.UserBlocked);
  });

  it('refuses an access period that has ended with 811', () => {
    const expired = { ...active, accessExpiresAt: NOW };
    expect(codeOf(() => assertUserMaySignIn(expired, NOW))).toBe(ErrorCode.UserAccessExpired);
  });
});

describe('session cookie', () => {
  const results = { access_token: 'token-value' } as LoginResults;

  it('is httpOnly, lax and lasts a year only with keep_login', () => {
    const kept = fakeReply('http');
    setSessionCookie(kept.reply, results, true, 'http');
    expect(kept.calls[0]).toEqual({
      name: 'hondana_session',
      value: 'token-value',
      options: { httpOnly: true, sameSite: 'lax', secure: false, path: '/', maxAge: 31_536_000 },
    });
    const browserSession = fakeReply('https');
    setSessionCookie(browserSession.reply, results, false, 'http');
    expect(browserSession.calls[0]?.options).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
    });
  });

  it('is cleared on the same path', () => {
    const cleared = fakeReply('https');
    clearSessionCookie(cleared.reply, 'http');
    expect(cleared.calls[0]).toMatchObject({
      name: 'hondana_session',
      options: { path: '/', secure: true },
    });
  });

  it('is Secure when the public URL is https even if the hop to the server was http', () => {
    const behindProxy = fakeReply('http');
    setSessionCookie(behindProxy.reply, results, false, 'https');
    expect(behindProxy.calls[0]?.options).toMatchObject({ secure: true });
    const cleared = fakeReply('http');
    clearSessionCookie(cleared.reply, 'https');
    expect(cleared.calls[0]?.options).toMatchObject({ secure: true });
  });
});
