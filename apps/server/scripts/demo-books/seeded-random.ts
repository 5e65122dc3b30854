/** A small deterministic random source, so the demo books are identical on every run. */
export interface SeededRandom {
  /** Next float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** Creates a mulberry32 generator; the same seed always yields the same sequence. */
export function createSeededRandom(seed: number): SeededRandom {
  if (!Number.isInteger(seed)) throw new Error(`Seed must be an integer, got ${seed}`);
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int(min, max) {
      if (max < min) throw new Error(`Empty range [${min}, ${max}]`);
      return min + Math.floor(next() * (max - min + 1));
    },
    pick(items) {
      if (items.length === 0) throw new Error('Cannot pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
  };
}
