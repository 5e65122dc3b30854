import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AccountType } from './enums';
import {
  changeEmailFormSchema,
  changePasswordFormSchema,
  confirmPasswordSchema,
  dateIsoSchema,
  dateMmDdYyyySchema,
  domainSchema,
  elementIdSchema,
  emailOrUsernameSchema,
  emailSchema,
  externalLinkSchema,
  fullNameSchema,
  identityFor,
  internalLinkSchema,
  ipv4CidrListSchema,
  ipv4CidrSchema,
  loginFormSchema,
  lowercaseLinkSchema,
  passwordFor,
  passwordHashSchema,
  registrationFormSchema,
  registrationNameSchema,
  strictPasswordSchema,
  userGroupNameSchema,
  usernameSchema,
  validationMessageKeys,
  weakPasswordSchema,
} from './validation';

/** The message keys of a failed parse, or [] when it passes. */
function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** Asserts `value` is refused and the first message is `key` (the one a form shows). */
function expectRefused(schema: z.ZodType, value: unknown, key: string) {
  const issues = issuesOf(schema, value);
  expect(issues[0], `${JSON.stringify(value)} should be refused with ${key}`).toBe(key);
}

function expectAccepted(schema: z.ZodType, value: unknown) {
  expect(issuesOf(schema, value), `${JSON.stringify(value)} should be accepted`).toEqual([]);
}

describe('passwords', () => {
  it('strict: 8-32, no spaces, upper, lower and digit', () => {
    expectAccepted(strictPasswordSchema, 'Abcdefg1');
    expectAccepted(strictPasswordSchema, `Aa1${'x'.repeat(29)}`);
    expectRefused(strictPasswordSchema, '', 'validation.required');
    expectRefused(strictPasswordSchema, undefined, 'validation.required');
    expectRefused(strictPasswordSchema, 'Abc defg1', 'validation.password.spaces');
    expectRefused(strictPasswordSchema, 'Abcde1', 'validation.password.strictLength');
    expectRefused(strictPasswordSchema, `Aa1${'x'.repeat(30)}`, 'validation.password.strictLength');
    expectRefused(strictPasswordSchema, 'abcdefg1', 'validation.password.uppercase');
    expectRefused(strictPasswordSchema, 'ABCDEFG1', 'validation.password.lowercase');
    expectRefused(strictPasswordSchema, 'Abcdefgh', 'validation.password.digit');
  });

  it('weak: 4-16, no spaces', () => {
    expectAccepted(weakPasswordSchema, 'abcd');
    expectAccepted(weakPasswordSchema, 'a'.repeat(16));
    expectRefused(weakPasswordSchema, '', 'validation.required');
    expectRefused(weakPasswordSchema, 'abc', 'validation.password.weakLength');
    expectRefused(weakPasswordSchema, 'a'.repeat(17), 'validation.password.weakLength');
    expectRefused(weakPasswordSchema, 'ab cd', 'validation.password.spaces');
  });

  it('passwordFor picks the policy', () => {
    expectAccepted(passwordFor(false), 'abcd');
    expectRefused(passwordFor(true), 'abcd', 'validation.password.strictLength');
  });

  it('confirm: required, no spaces', () => {
    expectAccepted(confirmPasswordSchema, 'abcd');
    expectRefused(confirmPasswordSchema, '', 'validation.required');
    expectRefused(confirmPasswordSchema, 'a b', 'validation.password.spaces');
  });

  it('password hash: 64 lowercase hex', () => {
    expectAccepted(passwordHashSchema, 'a'.repeat(32) + '0123456789abcdef'.repeat(2));
    expectRefused(passwordHashSchema, 'A'.repeat(64), 'validation.passwordHash.invalid');
    expectRefused(passwordHashSchema, 'a'.repeat(63), 'validation.passwordHash.invalid');
    expectRefused(passwordHashSchema, 'g'.repeat(64), 'validation.passwordHash.invalid');
  });
});

describe('identity fields', () => {
  it('username: trimmed, 6-64, letters digits _ . -', () => {
    expect(usernameSchema.parse('  reader01 ')).toBe('reader01');
    expectAccepted(usernameSchema, 'a.b_c-1');
    expectAccepted(usernameSchema, 'u'.repeat(64));
    expectRefused(usernameSchema, '   ', 'validation.required');
    expectRefused(usernameSchema, 'abc12', 'validation.username.length');
    expectRefused(usernameSchema, 'u'.repeat(65), 'validation.username.length');
    expectRefused(usernameSchema, 'reader 01', 'validation.username.pattern');
    expectRefused(usernameSchema, 'reader@01', 'validation.username.pattern');
  });

  it('email: trimmed, max 255, valid, not blank', () => {
    expect(emailSchema.parse(' reader@demo.localhost ')).toBe('reader@demo.localhost');
    expectAccepted(emailSchema, `${'a'.repeat(240)}@example.com`);
    expectRefused(emailSchema, '  ', 'validation.required');
    expectRefused(emailSchema, 'not-an-email', 'validation.email.invalid');
    expectRefused(emailSchema, 'a@b', 'validation.email.invalid');
    expectRefused(emailSchema, `${'a'.repeat(250)}@example.com`, 'validation.email.length');
  });

  it('email or username: 6-255 and one of the two forms', () => {
    expectAccepted(emailOrUsernameSchema, 'reader01');
    expectAccepted(emailOrUsernameSchema, 'reader@demo.localhost');
    expectRefused(emailOrUsernameSchema, 'abc', 'validation.identity.length');
    expectRefused(emailOrUsernameSchema, 'x'.repeat(256), 'validation.identity.length');
    expectRefused(emailOrUsernameSchema, 'reader 01', 'validation.identity.invalid');
  });

  it('identityFor follows the account type', () => {
    expectAccepted(identityFor(AccountType.All), 'reader01');
    expectAccepted(identityFor(AccountType.All), 'reader@demo.localhost');
    expectAccepted(identityFor(AccountType.Email), 'reader@demo.localhost');
    expectRefused(identityFor(AccountType.Email), 'reader01', 'validation.email.invalid');
    expectAccepted(identityFor(AccountType.Username), 'reader01');
    expectRefused(
      identityFor(AccountType.Username),
      'reader@demo.localhost',
      'validation.username.pattern',
    );
  });

  it('full name: trimmed, required, max 64', () => {
    expect(fullNameSchema.parse(' 山田 太郎 ')).toBe('山田 太郎');
    expectRefused(fullNameSchema, '   ', 'validation.required');
    expectRefused(fullNameSchema, 'n'.repeat(65), 'validation.fullName.length');
  });

  it('registration name: trimmed, 6-64, username pattern', () => {
    expectAccepted(registrationNameSchema, ' reader01 ');
    expectRefused(registrationNameSchema, '', 'validation.required');
    expectRefused(registrationNameSchema, 'abc', 'validation.name.length');
    expectRefused(registrationNameSchema, 'reader one', 'validation.name.pattern');
  });

  it('user group name: max 64, letters digits _ space -, not blank', () => {
    expectAccepted(userGroupNameSchema, 'Sales team_1-A');
    expectAccepted(userGroupNameSchema, '営業部 第一');
    expectRefused(userGroupNameSchema, '', 'validation.required');
    expectRefused(userGroupNameSchema, '   ', 'validation.blank');
    expectRefused(userGroupNameSchema, 'g'.repeat(65), 'validation.userGroupName.length');
    expectRefused(userGroupNameSchema, 'sales/team', 'validation.userGroupName.pattern');
  });
});

describe('network, ids, links and dates', () => {
  it('IPv4 with CIDR mask 24-32', () => {
    expectAccepted(ipv4CidrSchema, '192.168.1.0/24');
    expectAccepted(ipv4CidrSchema, ' 10.0.0.7/32 ');
    expectRefused(ipv4CidrSchema, '', 'validation.required');
    expectRefused(ipv4CidrSchema, '192.168.1.0', 'validation.ip.invalid');
    expectRefused(ipv4CidrSchema, '256.1.1.1/24', 'validation.ip.invalid');
    expectRefused(ipv4CidrSchema, '1.2.3/24', 'validation.ip.invalid');
    expectRefused(ipv4CidrSchema, '10.0.0.0/33', 'validation.ip.invalid');
    expectRefused(ipv4CidrSchema, '10.0.0.0/16', 'validation.ip.mask');
    expectRefused(ipv4CidrSchema, '10.0.0.0/23', 'validation.ip.mask');
  });

  it('IP list refuses the same range twice', () => {
    expectAccepted(ipv4CidrListSchema, ['10.0.0.0/24', '10.0.1.0/24']);
    const result = ipv4CidrListSchema.safeParse(['10.0.0.0/24', '10.0.0.9/24']);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'validation.ip.duplicate',
      path: [1],
    });
  });

  it('element id: lowercase alphanumeric 20-64', () => {
    expectAccepted(elementIdSchema, 'abc123'.repeat(4));
    expectAccepted(elementIdSchema, 'a'.repeat(64));
    expectRefused(elementIdSchema, 'a'.repeat(19), 'validation.elementId.invalid');
    expectRefused(elementIdSchema, 'a'.repeat(65), 'validation.elementId.invalid');
    expectRefused(elementIdSchema, 'A'.repeat(24), 'validation.elementId.invalid');
    expectRefused(elementIdSchema, 'home-search-abcdefghij', 'validation.elementId.invalid');
  });

  it('internal link starts with / and has more text', () => {
    expectAccepted(internalLinkSchema, '/search');
    expectRefused(internalLinkSchema, '/', 'validation.link.internal');
    expectRefused(internalLinkSchema, 'search', 'validation.link.internal');
  });

  it('external link is http or https', () => {
    expectAccepted(externalLinkSchema, 'https://example.com/terms?x=1');
    expectAccepted(externalLinkSchema, 'http://example.com');
    expectRefused(externalLinkSchema, 'ftp://example.com', 'validation.link.external');
    expectRefused(externalLinkSchema, 'https://', 'validation.link.external');
    expectRefused(externalLinkSchema, 'javascript:alert(1)', 'validation.link.external');
  });

  it('lowercase link refuses uppercase letters', () => {
    expectAccepted(lowercaseLinkSchema, '/about-us');
    expectRefused(lowercaseLinkSchema, '/About', 'validation.link.uppercase');
  });

  it('domain name, compared lowercase', () => {
    expect(domainSchema.parse(' Demo.Localhost ')).toBe('demo.localhost');
    expectAccepted(domainSchema, 'books.example.co.jp');
    expectRefused(domainSchema, 'localhost', 'validation.domain.invalid');
    expectRefused(domainSchema, '-bad.example.com', 'validation.domain.invalid');
    expectRefused(domainSchema, 'demo.localhost:3000', 'validation.domain.invalid');
    expectRefused(domainSchema, 'http://demo.localhost', 'validation.domain.invalid');
  });

  it('MM/DD/YYYY and a real date', () => {
    expectAccepted(dateMmDdYyyySchema, '02/29/2024');
    expectAccepted(dateMmDdYyyySchema, '12/31/1999');
    expectRefused(dateMmDdYyyySchema, '2024-02-29', 'validation.date.format');
    expectRefused(dateMmDdYyyySchema, '2/9/2024', 'validation.date.format');
    expectRefused(dateMmDdYyyySchema, '02/29/2023', 'validation.date.invalid');
    expectRefused(dateMmDdYyyySchema, '13/01/2024', 'validation.date.invalid');
  });

  it('yyyy-MM-dd and a real date', () => {
    expectAccepted(dateIsoSchema, '2024-02-29');
    expectRefused(dateIsoSchema, '02/29/2024', 'validation.date.format');
    expectRefused(dateIsoSchema, '2024-04-31', 'validation.date.invalid');
  });
});

describe('form schemas', () => {
  it('login form needs identity and password', () => {
    expect(loginFormSchema.parse({ identity: ' reader01 ', password: 'x' })).toEqual({
      identity: 'reader01',
      password: 'x',
      rememberMe: false,
    });
    expectRefused(loginFormSchema, { identity: '', password: 'x' }, 'validation.required');
    expectRefused(loginFormSchema, { identity: 'reader01', password: '' }, 'validation.required');
  });

  it('registration checks every field and that confirm matches', () => {
    const schema = registrationFormSchema(AccountType.Email, true);
    const valid = {
      name: 'reader01',
      email: 'reader@demo.localhost',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg1',
    };
    expectAccepted(schema, valid);
    const mismatch = schema.safeParse({ ...valid, confirmPassword: 'Abcdefg2' });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({
        message: 'validation.password.confirmMismatch',
        path: ['confirmPassword'],
      }),
    ]);
    expectRefused(schema, { ...valid, email: 'reader01' }, 'validation.email.invalid');
    // The mismatch is reported together with other field errors, not hidden behind them.
    const both = issuesOf(schema, { ...valid, name: 'abc', confirmPassword: 'other' });
    expect(both).toEqual(['validation.name.length', 'validation.password.confirmMismatch']);
  });

  it('change password: old required, new by policy, confirm matches new', () => {
    const schema = changePasswordFormSchema(false);
    expectAccepted(schema, { oldPassword: 'old', newPassword: 'abcd', confirmPassword: 'abcd' });
    expectRefused(
      schema,
      { oldPassword: '', newPassword: 'abcd', confirmPassword: 'abcd' },
      'validation.required',
    );
    expectRefused(
      schema,
      { oldPassword: 'old', newPassword: 'abc', confirmPassword: 'abc' },
      'validation.password.weakLength',
    );
    expectRefused(
      schema,
      { oldPassword: 'old', newPassword: 'abcd', confirmPassword: 'abce' },
      'validation.password.confirmMismatch',
    );
  });

  it('change email needs a valid address', () => {
    expectAccepted(changeEmailFormSchema, { email: 'new@demo.localhost', password: 'pw' });
    expectRefused(
      changeEmailFormSchema,
      { email: 'new', password: 'pw' },
      'validation.email.invalid',
    );
    expectRefused(changeEmailFormSchema, { password: 'pw' }, 'validation.required');
    expectRefused(
      changeEmailFormSchema,
      { email: 'new@demo.localhost', password: '' },
      'validation.required',
    );
  });
});

describe('message keys', () => {
  it('are unique and follow the validation.* naming', () => {
    expect(new Set(validationMessageKeys).size).toBe(validationMessageKeys.length);
    for (const key of validationMessageKeys) expect(key).toMatch(/^validation\.[a-zA-Z.]+$/);
  });
});
