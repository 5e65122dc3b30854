import { describe, expect, it } from 'vitest';
import { findDefaultFavoriteGroup, homeGroups, sortContentGroups } from './group-order';

const group = (id: number, type: string, isDefault: boolean, ordinal = 0) => ({
  id,
  type,
  isDefault,
  ordinal,
});

describe('sortContentGroups', () => {
  it('puts default groups last, the default normal one before the default favourite one', () => {
    const groups = [
      group(1, 'FAVORITE', true),
      group(2, 'NORMAL', true),
      group(3, 'NORMAL', false, 2),
      group(4, 'NORMAL', false, 1),
    ];
    expect(sortContentGroups(groups).map((g) => g.id)).toEqual([4, 3, 2, 1]);
  });

  it('keeps equal ordinals in id order and leaves its input alone', () => {
    const groups = [group(9, 'NORMAL', false), group(5, 'NORMAL', false)];
    expect(sortContentGroups(groups).map((g) => g.id)).toEqual([5, 9]);
    expect(groups.map((g) => g.id)).toEqual([9, 5]);
  });
});

describe('homeGroups', () => {
  const groups = [group(1, 'FAVORITE', true), group(2, 'NORMAL', false)];

  it('shows favourite groups to signed-in readers only', () => {
    expect(homeGroups(groups, false).map((g) => g.id)).toEqual([2]);
    expect(homeGroups(groups, true).map((g) => g.id)).toEqual([2, 1]);
  });

  it('finds the default favourite group, and none when it is not a default', () => {
    expect(findDefaultFavoriteGroup(groups)?.id).toBe(1);
    expect(findDefaultFavoriteGroup([group(3, 'FAVORITE', false)])).toBeUndefined();
  });
});
