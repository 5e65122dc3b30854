import { describe, expect, it } from 'vitest';
import { readViewSettings } from '@hondana/contract';
import { convertKeysToCamel } from '../../api/case-conversion';
import type { AdminCompany } from './company-api';
import {
  companyCreateDefaults,
  companyCreateFormSchema,
  getFieldOfCompanyError,
  toCompanyAddBody,
} from './company-create-form';
import {
  companySettingsFormSchema,
  toCompanySettingsValues,
  toCompanyUpdateBody,
} from './company-settings-form';

interface ParseResult {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}

/** The first message key of each failing field (what the form shows), by field path. */
function errorsOf(result: ParseResult): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const validCreate = {
  ...companyCreateDefaults,
  name: 'Acme Books',
  email: 'owner@acme.example',
  domain: ' Books.Acme.Example ',
  fullName: 'Hanako Yamada',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  maxUser: '25',
  maxContent: '0',
};

describe('company create form', () => {
  it('maps valid values to the add body with the hash instead of the password', () => {
    const values = companyCreateFormSchema.parse(validCreate);
    expect(toCompanyAddBody(values, 'a'.repeat(64))).toEqual({
      name: 'Acme Books',
      email: 'owner@acme.example',
      domain: 'books.acme.example',
      fullName: 'Hanako Yamada',
      passwordHash: 'a'.repeat(64),
      accountType: 'EMAIL',
      maxUser: 25,
      maxContent: 0,
    });
  });

  it('applies the strict password policy, the confirm match and the limits', () => {
    const result = companyCreateFormSchema.safeParse({
      ...validCreate,
      password: 'weakpass',
      confirmPassword: 'other',
      maxUser: '0',
      maxContent: '1.5',
      domain: 'localhost',
    });
    expect(errorsOf(result)).toEqual({
      password: 'validation.password.uppercase',
      confirmPassword: 'validation.password.confirmMismatch',
      maxUser: 'admin.validation.atLeastOne',
      maxContent: 'admin.validation.wholeNumber',
      domain: 'validation.domain.invalid',
    });
  });

  it('puts domain and e-mail conflicts of the server on their fields', () => {
    expect(getFieldOfCompanyError(414)).toBe('domain');
    expect(getFieldOfCompanyError(415)).toBe('domain');
    expect(getFieldOfCompanyError(413)).toBe('email');
    expect(getFieldOfCompanyError(500)).toBe(null);
  });
});

const company: AdminCompany = {
  id: 7,
  name: 'Demo',
  email: 'admin@demo.localhost',
  domain: 'demo.localhost',
  maxContent: 100,
  maxUser: 50,
  accountType: 'ALL',
  logo: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  strictPassword: true,
  allowForgotPassword: true,
  allowLoginByIpAddress: false,
  allowChangePassword: true,
  allowCancelAccount: false,
  googleOption: 'NONE',
  googleClientId: null,
  hasGoogleClientSecret: true,
  googleAutoLoad: false,
  titleOfEmailField: null,
  titleOfPasswordField: 'PIN',
  showSubscriptionStatus: false,
  showLinkRegisterUser: true,
  titlePage: null,
  viewPage: 2,
  settingLogin: 1,
  sessionMinutes: null,
  sessionOverflow: 'END_OLDEST',
  ipAddresses: ['10.0.0.0/24'],
  favicon: null,
  emailSender: null,
  optionImportUser: 1,
  viewSettings: convertKeysToCamel(readViewSettings({})),
};

describe('company settings form', () => {
  it('round-trips the detail: blanks become null and the stored secret is kept', () => {
    const values = companySettingsFormSchema.parse(toCompanySettingsValues(company));
    const body = toCompanyUpdateBody(values);
    expect(body).toMatchObject({
      titleOfEmailField: null,
      titleOfPasswordField: 'PIN',
      sessionMinutes: null,
      viewPage: 2,
      settingLogin: 1,
      maxUser: 50,
      ipAddresses: ['10.0.0.0/24'],
      googleClientId: null,
    });
    expect(body).not.toHaveProperty('googleClientSecret');
  });

  it('sends a new secret, or null when the stored one is removed', () => {
    const start = toCompanySettingsValues(company);
    const typed = companySettingsFormSchema.parse({ ...start, googleClientSecret: ' s3cret ' });
    expect(toCompanyUpdateBody(typed).googleClientSecret).toBe('s3cret');
    const cleared = companySettingsFormSchema.parse({ ...start, clearGoogleClientSecret: true });
    expect(toCompanyUpdateBody(cleared).googleClientSecret).toBe(null);
  });

  it('checks IP ranges, duplicates, session minutes and the Google client id', () => {
    const result = companySettingsFormSchema.safeParse({
      ...toCompanySettingsValues(company),
      ipAddresses: [
        { value: '10.0.0.7/24' },
        { value: '10.0.0.0/24' },
        { value: '10.0.0.0/16' },
        { value: '300.1.1.1/24' },
      ],
      sessionMinutes: '600000',
      googleOption: 'LOGIN',
    });
    expect(errorsOf(result)).toEqual({
      'ipAddresses.1.value': 'validation.ip.duplicate',
      'ipAddresses.2.value': 'validation.ip.mask',
      'ipAddresses.3.value': 'validation.ip.invalid',
      sessionMinutes: 'admin.validation.sessionMinutes',
      googleClientId: 'admin.validation.googleClientId',
    });
  });
});
