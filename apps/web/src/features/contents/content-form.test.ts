import { describe, expect, it } from 'vitest';
import type { ContentDetail } from './contents-api';
import {
  contentEditFormSchema,
  contentPublicLinks,
  contentToFormValues,
  formatFileSize,
  formValuesToBody,
} from './content-form';

const content: ContentDetail = {
  id: 'c1',
  title: '吾輩は猫である',
  author: '夏目漱石',
  keywords: null,
  toc: null,
  description: '猫の話',
  distributorName: null,
  language: 'ja',
  param1: 'a',
  param2: null,
  param3: null,
  param4: null,
  param5: null,
  fileName: 'neko.epub',
  fileType: 'epub',
  fileSize: 2048,
  pageCount: 12,
  encodingStatus: 3,
  encodingError: null,
  view: 2,
  print: 1,
  printableContent: 1,
  type: 'recommend',
  contentGroupIds: [3, 5],
  hashTagIds: [4],
  detailId: 'detail-token',
  viewToken: 'view-token',
  coverUploaded: false,
  coverUrl: null,
  coverLargeUrl: null,
  isFavorite: false,
  isSubscriptionPlan: false,
  isRegistered: false,
  viewCount: 0,
  readingState: null,
  createDate: '2026-11-01T00:00:00Z',
  updateDate: '2026-11-02T00:00:00Z',
};

describe('content edit form', () => {
  it('fills every field from a content and sends them back unchanged', () => {
    const values = contentToFormValues(content);
    expect(values).toMatchObject({ author: '夏目漱石', keywords: '', view: 2, print: 1 });
    expect(values.type).toBe('recommend');
    const body = formValuesToBody(values);
    expect(body).toMatchObject({
      title: '吾輩は猫である',
      author: '夏目漱石',
      keywords: null,
      param1: 'a',
      view: 2,
      print: 1,
      type: 'recommend',
      contentGroupIds: [3, 5],
      hashTagIds: [4],
    });
  });

  it('sends cleared texts as null, no ribbon as null and each group and hashtag once', () => {
    const values = { ...contentToFormValues(content), author: '  ', type: 'none' as const };
    values.contentGroupIds = [3, 3, 7];
    values.hashTagIds = [4, 4, 9];
    const body = formValuesToBody(values);
    expect(body.author).toBeNull();
    expect(body.type).toBeNull();
    expect(body.contentGroupIds).toEqual([3, 7]);
    expect(body.hashTagIds).toEqual([4, 9]);
  });

  it('requires a title and limits lengths', () => {
    const values = contentToFormValues(content);
    const blank = contentEditFormSchema.safeParse({ ...values, title: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe('validation.required');
    const long = contentEditFormSchema.safeParse({ ...values, author: 'x'.repeat(256) });
    expect(long.error?.issues[0]?.message).toBe('contentAdmin.validation.tooLong');
    expect(contentEditFormSchema.safeParse(values).success).toBe(true);
  });

  it('takes a language tag or nothing', () => {
    const values = contentToFormValues(content);
    expect(values.language).toBe('ja');
    expect(contentEditFormSchema.safeParse({ ...values, language: 'en-US' }).success).toBe(true);
    expect(formValuesToBody({ ...values, language: '' }).language).toBeNull();
    const wrong = contentEditFormSchema.safeParse({ ...values, language: 'English <b>' });
    expect(wrong.error?.issues[0]?.message).toBe('contentAdmin.validation.language');
  });
});

describe('formatFileSize', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(5.5 * 1024 * 1024)).toBe('5.5 MB');
    expect(formatFileSize(null)).toBe('');
  });
});

describe('contentPublicLinks', () => {
  it('builds the public detail and direct-view addresses of this site', () => {
    expect(contentPublicLinks('https://demo.example/', content)).toEqual({
      detail: 'https://demo.example/content/detail-token',
      direct: 'https://demo.example/direct-view/view-token',
    });
  });
});
