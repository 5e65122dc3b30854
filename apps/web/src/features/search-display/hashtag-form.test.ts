import { describe, expect, it } from 'vitest';
import { hashtagFormSchema, maxHashtagNameLength } from './hashtag-form';

const messagesOf = (name: string) =>
  hashtagFormSchema.safeParse({ name }).error?.issues.map((issue) => issue.message) ?? [];

describe('the hashtag form', () => {
  it('sends the name trimmed', () => {
    expect(hashtagFormSchema.parse({ name: '  新刊 ' })).toEqual({ name: '新刊' });
  });

  it('asks for a name, once, when only spaces are given', () => {
    expect(messagesOf('   ')).toEqual(['hashtagAdmin.nameRequired']);
  });

  it('refuses a name past the length the server keeps', () => {
    expect(messagesOf('a'.repeat(maxHashtagNameLength))).toEqual([]);
    expect(messagesOf('a'.repeat(maxHashtagNameLength + 1))).toEqual(['hashtagAdmin.nameTooLong']);
  });
});
