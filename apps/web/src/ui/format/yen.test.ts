import { describe, expect, it } from 'vitest';
import { formatYen } from './yen';

describe('formatYen', () => {
  it('writes integer yen with thousands separators', () => {
    expect(formatYen(0)).toBe('¥0');
    expect(formatYen(980)).toBe('¥980');
    expect(formatYen(1980)).toBe('¥1,980');
    expect(formatYen(10_000_000)).toBe('¥10,000,000');
    expect(formatYen(-500)).toBe('-¥500');
  });
});
