import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api/api-error';
import { classifyUploadError } from './upload-error';
import { readEnvelopeAnswer } from './upload-request';
import { hasContentInProgress, statusKey, statusTone } from './content-status';

describe('classifyUploadError', () => {
  it('gives the size limit of a 412 FILE_TOO_LARGE in megabytes', () => {
    const error = new ApiError({
      status: 412,
      message: 'The file is larger than 500 MB.',
      results: { reason: 'FILE_TOO_LARGE', max_bytes: 500 * 1024 * 1024 },
    });
    expect(classifyUploadError(error)).toEqual({ kind: 'fileTooLarge', megabytes: 500 });
  });

  it('keeps the reason of another 412', () => {
    const error = new ApiError({ status: 412, message: 'The file is neither a PDF nor an EPUB.' });
    expect(classifyUploadError(error)).toEqual({
      kind: 'invalidFile',
      reason: 'The file is neither a PDF nor an EPUB.',
    });
  });

  it('names the company content limits', () => {
    expect(classifyUploadError(new ApiError({ status: 420, message: '' })).kind).toBe(
      'maxContentReached',
    );
    expect(classifyUploadError(new ApiError({ status: 426, message: '' })).kind).toBe(
      'maxContentExceeded',
    );
    expect(classifyUploadError(new Error('boom')).kind).toBe('other');
  });
});

describe('readEnvelopeAnswer', () => {
  const schema = z.object({ content_id: z.string() });

  it('answers the camelCased results of a 200 envelope', () => {
    const text = JSON.stringify({ status: 200, message: 'OK', results: { content_id: 'a1' } });
    expect(readEnvelopeAnswer(200, text, schema)).toEqual({ contentId: 'a1' });
  });

  it('throws the catalogue status with its results', () => {
    const text = JSON.stringify({ status: 412, message: 'Invalid', results: { reason: 'X' } });
    expect(() => readEnvelopeAnswer(400, text, schema)).toThrow(
      expect.objectContaining({ status: 412, results: { reason: 'X' } }),
    );
  });

  it('throws the HTTP status when no envelope came back', () => {
    expect(() => readEnvelopeAnswer(413, '<html>too big</html>', schema)).toThrow(
      expect.objectContaining({ status: 413 }),
    );
  });
});

describe('content status', () => {
  it('polls while a row is not processed or processing', () => {
    expect(hasContentInProgress([{ encodingStatus: 3 }, { encodingStatus: 2 }])).toBe(true);
    expect(hasContentInProgress([{ encodingStatus: 1 }])).toBe(true);
    expect(hasContentInProgress([{ encodingStatus: 3 }, { encodingStatus: 4 }])).toBe(false);
    expect(hasContentInProgress(undefined)).toBe(false);
  });

  it('maps statuses to their texts and colours', () => {
    expect(statusKey(4)).toBe('4');
    expect(statusKey(9)).toBe('1');
    expect(statusTone(4)).toBe('error');
    expect(statusTone(3)).toBe('success');
  });
});
