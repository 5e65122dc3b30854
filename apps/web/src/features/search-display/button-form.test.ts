import { describe, expect, it } from 'vitest';
import { buttonToFormValues, checkButtonForm, resolveButtonForm } from './button-form';

const base = buttonToFormValues(null);

describe('checkButtonForm', () => {
  it('builds the body of a detail button without a url or colours', () => {
    expect(checkButtonForm({ ...base, label: ' 詳細 ', url: 'ignored' })).toEqual({
      errors: null,
      body: { label: '詳細', action: 'detail', url: null, backgroundColor: null, textColor: null },
    });
  });
  it('needs a label', () => {
    expect(checkButtonForm({ ...base, label: '  ' }).errors).toEqual({
      label: 'validation.required',
    });
  });
  it('needs an internal or http(s) address for a link', () => {
    expect(checkButtonForm({ ...base, label: 'a', action: 'link' }).errors?.url).toBe(
      'validation.required',
    );
    expect(
      checkButtonForm({ ...base, label: 'a', action: 'link', url: 'javascript:alert(1)' }).errors
        ?.url,
    ).toBe('searchDisplayAdmin.buttons.urlInvalid');
    expect(
      checkButtonForm({ ...base, label: 'a', action: 'link', url: '//evil.example' }).errors?.url,
    ).toBe('searchDisplayAdmin.buttons.urlInvalid');
    expect(checkButtonForm({ ...base, label: 'a', action: 'link', url: '/about' }).body?.url).toBe(
      '/about',
    );
  });
  it('checks colours as #RRGGBB', () => {
    const result = checkButtonForm({
      ...base,
      label: 'a',
      backgroundColor: 'red',
      textColor: '#FFFFFF',
    });
    expect(result.errors).toEqual({ backgroundColor: 'searchDisplayAdmin.buttons.colorInvalid' });
    expect(
      checkButtonForm({ ...base, label: 'a', backgroundColor: '#112233' }).body?.backgroundColor,
    ).toBe('#112233');
  });
});

describe('resolveButtonForm', () => {
  it('gives the form the body to submit, or each message under its field', () => {
    expect(resolveButtonForm({ ...base, label: ' Read ', action: 'view' })).toEqual({
      values: { label: 'Read', action: 'view', url: null, backgroundColor: null, textColor: null },
      errors: {},
    });
    expect(resolveButtonForm({ ...base, label: '', textColor: 'white' })).toEqual({
      values: {},
      errors: {
        label: { type: 'validate', message: 'validation.required' },
        textColor: { type: 'validate', message: 'searchDisplayAdmin.buttons.colorInvalid' },
      },
    });
  });
});
