import { describe, expect, it } from 'vitest';
import type { ContentGroup } from './content-groups-api';
import {
  contentGroupFormSchema,
  emptyContentGroupValues,
  formatGroupPeriod,
  formValuesToGroupBody,
  groupToFormValues,
  refCodeFormSchema,
} from './content-group-form';

const group: ContentGroup = {
  id: 4,
  name: '新着',
  nameEn: 'New arrivals',
  type: 'NORMAL',
  isDefault: false,
  numRow: 2,
  itemSize: 12,
  isWrapLine: true,
  printable: false,
  refCode: 'NEW-01',
  startDate: '2026-11-01',
  endDate: null,
  ordinal: 1,
  contentCount: 3,
  createdDate: '2026-11-01T00:00:00Z',
};

const messagesOf = (values: unknown) =>
  contentGroupFormSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe('content group form', () => {
  it('round-trips a group into the body the server takes', () => {
    expect(formValuesToGroupBody(groupToFormValues(group))).toEqual({
      name: '新着',
      nameEn: 'New arrivals',
      type: 'NORMAL',
      numRow: 2,
      itemSize: 12,
      isWrapLine: true,
      printable: false,
      startDate: '2026-11-01',
      endDate: null,
      refCode: 'NEW-01',
    });
  });

  it('needs a name, whole numbers in range and valid, ordered dates', () => {
    expect(messagesOf(emptyContentGroupValues)).toEqual(['validation.required']);
    expect(
      messagesOf({ ...emptyContentGroupValues, name: 'x', numRow: '0', itemSize: '1.5' }),
    ).toEqual(['contentAdmin.validation.numRow', 'contentAdmin.validation.itemSize']);
    expect(messagesOf({ ...emptyContentGroupValues, name: 'x', startDate: '2026/11/01' })).toEqual([
      'contentAdmin.validation.date',
    ]);
    expect(
      messagesOf({
        ...emptyContentGroupValues,
        name: 'x',
        startDate: '2026-12-01',
        endDate: '2026-11-01',
      }),
    ).toEqual(['contentAdmin.groups.validation.endBeforeStart']);
  });

  it('shows the period, open at either end', () => {
    expect(formatGroupPeriod(null, null)).toBeNull();
    expect(formatGroupPeriod('2026-11-01', '2026-12-31')).toBe('2026/11/01 – 2026/12/31');
    expect(formatGroupPeriod('2026-11-01T00:00:00Z', null)).toBe('2026/11/01 –');
  });

  it('asks the reference-code dialog for a code of at most 64 characters, trimmed', () => {
    const messages = (refCode: string) =>
      refCodeFormSchema.safeParse({ refCode }).error?.issues.map((issue) => issue.message) ?? [];
    expect(refCodeFormSchema.parse({ refCode: ' NEW-02 ' })).toEqual({ refCode: 'NEW-02' });
    expect(messages('  ')).toEqual(['contentAdmin.groups.validation.refCodeRequired']);
    expect(messages('x'.repeat(65))).toEqual(['contentAdmin.validation.tooLong']);
  });
});
