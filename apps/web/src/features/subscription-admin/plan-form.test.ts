import { describe, expect, it } from 'vitest';
import type { Plan } from './plans-api';
import {
  buildPlanFormData,
  emptyPlanValues,
  formValuesToPlanBody,
  planFormSchema,
  planToFormValues,
} from './plan-form';

const plan: Plan = {
  id: 3,
  name: 'Standard',
  imageName: 'abc.png',
  imageUrl: '/api/v1/files/abc.png',
  price: 1980,
  discountPrice: 1500,
  duration: 1,
  durationType: 1,
  numberFreeTerm: 7,
  termType: 'END_OF_MONTH',
  subscriptionType: 2,
  subscriptionDiscountType: 'ORDINAL',
  ordinal: 4,
  contentGroupIds: [11, 12],
  subscriptionContentGroups: [
    { contentGroupId: 11, contentGroupName: 'A' },
    { contentGroupId: 12, contentGroupName: 'B' },
  ],
  discountOrdinals: [],
  registeredCount: 0,
  isRegistered: false,
  createdDate: '2026-01-01T00:00:00Z',
  updateDate: '2026-01-01T00:00:00Z',
};

const messagesOf = (values: unknown) =>
  planFormSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe('plan form', () => {
  it('round-trips a plan into the snake_case content-data the server reads', () => {
    expect(formValuesToPlanBody(planToFormValues(plan), { kind: 'keep' })).toEqual({
      name: 'Standard',
      price: 1980,
      discount_price: 1500,
      duration: 1,
      duration_type: 1,
      number_free_term: 7,
      term_type: 'END_OF_MONTH',
      subscription_type: 2,
      subscription_discount_type: 'ORDINAL',
      content_group_ids: [11, 12],
      ordinal: 4,
    });
  });

  it('sends no discount price and no ordinal when left empty, and asks to remove the image', () => {
    const values = { ...emptyPlanValues, name: ' Light ', contentGroupIds: [5] };
    expect(formValuesToPlanBody(values, { kind: 'remove' })).toEqual({
      name: 'Light',
      price: 0,
      discount_price: null,
      duration: 1,
      duration_type: 1,
      number_free_term: 0,
      term_type: 'BY_DAYS',
      subscription_type: 1,
      subscription_discount_type: 'NONE',
      content_group_ids: [5],
      remove_image: true,
    });
  });

  it('needs a name, whole numbers in range and a content group', () => {
    expect(messagesOf(emptyPlanValues)).toEqual([
      'validation.required',
      'subscriptionAdmin.validation.contentGroups',
    ]);
    expect(
      messagesOf({
        ...emptyPlanValues,
        name: 'x',
        price: '-1',
        discountPrice: '1.5',
        duration: '0',
        numberFreeTerm: '3651',
        contentGroupIds: [1],
      }),
    ).toEqual([
      'subscriptionAdmin.validation.yen',
      'subscriptionAdmin.validation.yen',
      'subscriptionAdmin.validation.duration',
      'subscriptionAdmin.validation.freeDays',
    ]);
  });

  it('builds the multipart body: content-data JSON, and the file only when one was chosen', async () => {
    const body = formValuesToPlanBody(planToFormValues(plan), { kind: 'keep' });
    const kept = buildPlanFormData(body, { kind: 'keep' });
    expect([...kept.keys()]).toEqual(['content-data']);
    expect(JSON.parse(kept.get('content-data') as string)).toEqual(body);

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
    const replaced = buildPlanFormData(body, { kind: 'replace', file });
    expect([...replaced.keys()]).toEqual(['content-data', 'file']);
    const sent = replaced.get('file') as File;
    expect(sent.name).toBe('cover.png');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });
});
