import { AccountStatus, ErrorCode, RoleLevel } from '@hondana/contract';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.js';
import type { UserRow } from '../user/user.tables.js';
import {
  assertUserMaySignIn,
  clearSessionCookie,
  computeSessionExpiry,
  answerSignIn,
  type LoginResults,
} from './session-issuer.js';
import { idleLimitMs } from './session-policy.js';

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
function fakeReply(protocol: 'http' | 'https', headers: Record<string, string> = {}) {
  const calls: { name: string; value?: string; options: Record<string, unknown> }[] = [];
  const reply = {
    request: { protocol, headers },
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
  const lengthOf = (...args: Parameters<typeof computeSessionExpiry>) =>
    computeSessionExpiry(...args).getTime() - NOW.getTime();

  it('caps keep_login by role: administrators 12 hours, readers 30 days', () => {
    expect(lengthOf(null, RoleLevel.SystemAdmin, true, NOW)).toBe(12 * HOUR);
    expect(lengthOf({ sessionMinutes: null }, RoleLevel.CompanyAdmin, true, NOW)).toBe(12 * HOUR);
    expect(lengthOf({ sessionMinutes: null }, RoleLevel.User, true, NOW)).toBe(30 * 24 * HOUR);
    expect(lengthOf({ sessionMinutes: null }, RoleLevel.GroupUser, true, NOW)).toBe(30 * 24 * HOUR);
  });

  it("never exceeds the company's session length, with or without keep_login", () => {
    expect(lengthOf({ sessionMinutes: 10 }, RoleLevel.User, true, NOW)).toBe(10 * 60 * 1000);
    expect(lengthOf({ sessionMinutes: 90 }, RoleLevel.User, false, NOW)).toBe(1.5 * HOUR);
    // A company allowing more than the role's ceiling does not lift it.
    expect(lengthOf({ sessionMinutes: 60 * 24 * 365 }, RoleLevel.CompanyAdmin, true, NOW)).toBe(
      12 * HOUR,
    );
  });

  it('gives a plain session a day, an administrator at most 12 hours', () => {
    expect(lengthOf({ sessionMinutes: null }, RoleLevel.User, false, NOW)).toBe(24 * HOUR);
    expect(lengthOf({ sessionMinutes: 0 }, RoleLevel.User, false, NOW)).toBe(24 * HOUR);
    expect(lengthOf(null, RoleLevel.SystemAdmin, false, NOW)).toBe(12 * HOUR);
  });
});

describe('idleLimitMs', () => {
  it("is the company's session length where set, else the role's default", () => {
    expect(idleLimitMs({ sessionMinutes: 15 }, RoleLevel.User)).toBe(15 * 60 * 1000);
    expect(idleLimitMs({ sessionMinutes: null }, RoleLevel.CompanyAdmin)).toBe(2 * HOUR);
    expect(idleLimitMs(null, RoleLevel.SystemAdmin)).toBe(2 * HOUR);
    expect(idleLimitMs({ sessionMinutes: null }, RoleLevel.User)).toBe(7 * 24 * HOUR);
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
  const results = {
    access_token: 'token-value',
    expire_date: new Date(Date.now() + 12 * HOUR).toISOString(),
  } as LoginResults;

  it('is httpOnly, lax and, with keep_login only, lives as long as the session', () => {
    const kept = fakeReply('http');
    answerSignIn(kept.reply, results, true, 'http');
    expect(kept.calls[0]).toMatchObject({
      name: 'hondana_session',
      value: 'token-value',
      options: { httpOnly: true, sameSite: 'lax', secure: false, path: '/' },
    });
    const maxAge = kept.calls[0]?.options.maxAge as number;
    expect(maxAge).toBeGreaterThan(12 * 3600 - 5);
    expect(maxAge).toBeLessThanOrEqual(12 * 3600);
    const browserSession = fakeReply('https');
    answerSignIn(browserSession.reply, results, false, 'http');
    expect(browserSession.calls[0]?.options).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
    });
  });

  it('keeps the token out of the answer unless an API client asks for it', () => {
    expect(answerSignIn(fakeReply('http').reply, results, false, 'http')).not.toHaveProperty(
      'access_token',
    );
    const apiClient = fakeReply('http', { 'x-api-client': '1' });
    expect(answerSignIn(apiClient.reply, results, false, 'http')).toMatchObject({
      access_token: 'token-value',
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
    answerSignIn(behindProxy.reply, results, false, 'https');
    expect(behindProxy.calls[0]?.options).toMatchObject({ secure: true });
    const cleared = fakeReply('http');
    clearSessionCookie(cleared.reply, 'https');
    expect(cleared.calls[0]?.options).toMatchObject({ secure: true });
  });
});
