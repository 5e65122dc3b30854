import { describe, expect, it } from 'vitest';
import { createSeededRandom } from './seeded-random.js';

describe('createSeededRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const first = createSeededRandom(42);
    const second = createSeededRandom(42);
    const a = Array.from({ length: 20 }, () => first.next());
    const b = Array.from({ length: 20 }, () => second.next());
    expect(a).toEqual(b);
    expect(new Set(a).size).toBe(20);
  });

  it('gives different sequences for different seeds', () => {
    expect(createSeededRandom(1).next()).not.toBe(createSeededRandom(2).next());
  });

  it('keeps int() inside the inclusive range and reaches both ends', () => {
    const rng = createSeededRandom(7);
    const values = Array.from({ length: 500 }, () => rng.int(3, 6));
    expect(Math.min(...values)).toBe(3);
    expect(Math.max(...values)).toBe(6);
    expect(values.every((value) => Number.isInteger(value))).toBe(true);
  });

  it('rejects bad input with a clear error', () => {
    expect(() => createSeededRandom(1.5)).toThrow(/integer/);
    expect(() => createSeededRandom(1).int(5, 4)).toThrow(/Empty range/);
    expect(() => createSeededRandom(1).pick([])).toThrow(/empty list/);
  });
});
