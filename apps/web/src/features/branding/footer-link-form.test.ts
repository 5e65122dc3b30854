import { describe, expect, it } from 'vitest';
import { footerLinkFormSchema, footerLinkToFormValues } from './footer-link-form';

const messagesOf = (values: unknown) =>
  footerLinkFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path, issue.message]);

describe('the footer link form', () => {
  it('starts a new link as an internal link of the upper row', () => {
    expect(footerLinkToFormValues(null)).toEqual({
      positionLink: 'upper',
      typeLink: 'internal',
      url: '',
      label: '',
    });
  });

  it('sends the body trimmed, without the id of the link it edits', () => {
    const link = {
      id: 7,
      positionLink: 'lower',
      typeLink: 'external',
      url: 'https://a.example',
      label: 'A',
    } as const;
    const values = { ...footerLinkToFormValues(link), url: ' https://a.example/b ', label: ' B ' };
    expect(footerLinkFormSchema.parse(values)).toEqual({
      positionLink: 'lower',
      typeLink: 'external',
      url: 'https://a.example/b',
      label: 'B',
    });
  });

  it("asks for a label and an address the kind of link takes, under the kind's hint", () => {
    const base = footerLinkToFormValues(null);
    expect(messagesOf({ ...base, url: 'search', label: ' ' })).toEqual([
      [['label'], 'validation.required'],
      [['url'], 'branding.links.internalHint'],
    ]);
    expect(
      messagesOf({ ...base, typeLink: 'external', url: 'javascript:alert(1)', label: 'x' }),
    ).toEqual([[['url'], 'branding.links.externalHint']]);
  });
});
