import { describe, expect, it } from 'vitest';
import {
  emptyUserGroupValues,
  formValuesToGroupBody,
  userGroupFormSchema,
} from './user-group-form';
import { emptyUserValues, formValuesToUserBody, userFormSchema } from './user-form';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? []
    : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the user group form', () => {
  const base = { ...emptyUserGroupValues, name: 'Reading room' };

  it('needs the login ID and password together, and never with IP addresses', () => {
    expect(issuesOf(userGroupFormSchema.safeParse({ ...base, username: 'room_login' }))).toEqual([
      'password: people.groups.validation.bothCredentials',
    ]);
    expect(
      issuesOf(
        userGroupFormSchema.safeParse({
          ...base,
          username: 'room_login',
          password: 'secret',
          ipAddresses: [{ value: '10.0.0.0/24' }],
        }),
      ),
    ).toEqual(['username: people.groups.validation.loginAndIp']);
    // An existing group's stored password counts as given.
    expect(
      userGroupFormSchema.safeParse({ ...base, username: 'room_login', hasPassword: true }).success,
    ).toBe(true);
  });

  it('refuses a repeated range and a mask wider than /24', () => {
    const twice = [{ value: '10.0.0.0/24' }, { value: '10.0.0.0/24' }];
    expect(issuesOf(userGroupFormSchema.safeParse({ ...base, ipAddresses: twice }))).toEqual([
      'ipAddresses.1.value: validation.ip.duplicate',
    ]);
    expect(
      userGroupFormSchema.safeParse({ ...base, ipAddresses: [{ value: '10.0.0.0/16' }] }).success,
    ).toBe(false);
  });

  it('shows no error for an IP row left empty, and drops it when saving', () => {
    const rows = [{ value: '' }, { value: ' 10.0.0.0/24 ' }, { value: '  ' }];
    const parsed = userGroupFormSchema.safeParse({ ...base, ipAddresses: rows });
    expect(parsed.success).toBe(true);
    expect(formValuesToGroupBody(parsed.data!, undefined).ipAddress).toEqual(['10.0.0.0/24']);
    // Empty rows are no addresses: a login with them is not "login and IP".
    expect(
      userGroupFormSchema.safeParse({
        ...base,
        username: 'room_login',
        password: 'secret',
        ipAddresses: [{ value: '' }],
      }).success,
    ).toBe(true);
    expect(
      issuesOf(userGroupFormSchema.safeParse({ ...base, ipAddresses: [{ value: '10.0.0' }] })),
    ).toEqual(['ipAddresses.0.value: validation.ip.invalid']);
  });

  it('sends numbers, nulls for empty fields and the password only when typed', () => {
    const body = formValuesToGroupBody({ ...base, maxUser: '5', expiry: '' }, undefined);
    expect(body).toMatchObject({ maxUser: 5, expiryPeriodNumber: null, username: null });
    expect('passwordHash' in body).toBe(false);
  });
});

describe('the user form', () => {
  const base = { ...emptyUserValues, fullName: 'Hanako' };

  it('asks for the identity the company’s account type signs in with', () => {
    expect(
      issuesOf(userFormSchema('EMAIL', false).safeParse({ ...base, username: 'hanako_y' })),
    ).toEqual(['email: validation.required']);
    expect(
      issuesOf(userFormSchema('USERNAME', false).safeParse({ ...base, email: 'h@example.com' })),
    ).toEqual(['username: validation.required']);
    expect(userFormSchema('ALL', false).safeParse({ ...base, username: 'hanako_y' }).success).toBe(
      true,
    );
  });

  it('checks a typed password against the company’s policy', () => {
    const strict = userFormSchema('ALL', true).safeParse({
      ...base,
      email: 'h@example.com',
      password: 'weak',
    });
    expect(strict.success).toBe(false);
  });

  it('sends the roles and status as numbers and blank fields as null', () => {
    const body = formValuesToUserBody(
      { ...base, email: 'h@example.com', roleLevel: '4', suspended: true },
      undefined,
    );
    expect(body).toMatchObject({
      roleLevel: 4,
      isAccountStatus: 1,
      username: null,
      userGroupId: null,
    });
  });
});
