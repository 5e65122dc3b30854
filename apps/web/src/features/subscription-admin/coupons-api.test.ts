import { describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { couponChange, couponQueryKeys } from './coupons-api';

const listKey = couponQueryKeys.page({ page: 2, size: 10, searchKey: 'spring' });
const otherKey = ['company', 'subscription-plans', 'page'];

function clientWithLists() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(listKey, { content: [] });
  queryClient.setQueryData(otherKey, { content: [] });
  return queryClient;
}

describe('coupon changes', () => {
  it('reload the coupon list when the call is refused (api-catalogue §4)', async () => {
    const queryClient = clientWithLists();
    const refused = new MutationObserver(
      queryClient,
      couponChange(queryClient, () => Promise.reject(new Error('850 coupon not found'))),
    );
    await expect(refused.mutate(7)).rejects.toThrow('850');
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(otherKey)?.isInvalidated).toBe(false);
  });

  it('reload the coupon list after a change that went through', async () => {
    const queryClient = clientWithLists();
    const sent: number[] = [];
    const saved = new MutationObserver(
      queryClient,
      couponChange(queryClient, (id: number) => {
        sent.push(id);
        return Promise.resolve({ id });
      }),
    );
    await saved.mutate(7);
    expect(sent).toEqual([7]);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });
});
