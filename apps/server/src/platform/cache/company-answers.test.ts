import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyAnswers } from './company-answers.js';
import type { InvalidationBus } from './invalidation-bus.js';

/** A bus of one server copy: what is published comes back to its listeners, as NOTIFY does. */
function localBus(): InvalidationBus & { published: string[]; deliver(key: string): void } {
  const listeners: ((key: string) => void)[] = [];
  const published: string[] = [];
  const deliver = (key: string) => listeners.forEach((listener) => listener(key));
  return {
    published,
    deliver,
    async publish(key) {
      published.push(key);
    },
    subscribe: (listener) => void listeners.push(listener),
    close: async () => undefined,
  };
}

const visitor = (companyId: number) => ({ company: { id: companyId }, actor: null });
const options = { ttlMs: 30_000, maxEntriesPerCompany: 10, settingsTtlMs: 30_000 };

describe('CompanyAnswers', () => {
  it('computes a visitor’s question once, sharing it with whoever asks meanwhile', async () => {
    const answers = new CompanyAnswers(localBus(), options);
    const compute = vi.fn(async () => ['a']);
    const [one, two] = await Promise.all([
      answers.forVisitors(visitor(1), ['q', 1], compute),
      answers.forVisitors(visitor(1), ['q', 1], compute),
    ]);
    expect(await answers.forVisitors(visitor(1), ['q', 1], compute)).toEqual(['a']);
    expect([one, two]).toEqual([['a'], ['a']]);
    expect(compute).toHaveBeenCalledTimes(1);
    // Another question, or the same one in another company, is computed on its own.
    await answers.forVisitors(visitor(1), ['q', 2], compute);
    await answers.forVisitors(visitor(2), ['q', 1], compute);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('never keeps a signed-in request’s answer, nor any with a TTL of 0', async () => {
    const compute = vi.fn(async () => 'x');
    const answers = new CompanyAnswers(localBus(), options);
    const reader = { company: { id: 1 }, actor: { userId: 5 } };
    await answers.forVisitors(reader, ['q'], compute);
    await answers.forVisitors(reader, ['q'], compute);
    const none = CompanyAnswers.none();
    await none.forVisitors(visitor(1), ['q'], compute);
    await none.forVisitors(visitor(1), ['q'], compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  it('does not keep a failed answer', async () => {
    const answers = new CompanyAnswers(localBus(), options);
    const failing = vi.fn(async () => {
      throw new Error('statement timeout');
    });
    await expect(answers.forVisitors(visitor(1), ['q'], failing)).rejects.toThrow('timeout');
    const compute = vi.fn(async () => 'found');
    expect(await answers.forVisitors(visitor(1), ['q'], compute)).toBe('found');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('drops one company’s answers on its change, every company’s on a change everywhere, and on the bus', async () => {
    const bus = localBus();
    const answers = new CompanyAnswers(bus, options);
    const compute = vi.fn(async () => 'v');
    const ask = (companyId: number) => answers.forVisitors(visitor(companyId), ['q'], compute);
    await ask(1);
    await ask(2);
    await answers.changed(1);
    expect(bus.published).toEqual(['answers:1']);
    await ask(1);
    await ask(2);
    expect(compute).toHaveBeenCalledTimes(3);

    await answers.changedEverywhere();
    expect(bus.published).toEqual(['answers:1', 'answers:*']);
    await ask(1);
    await ask(2);
    expect(compute).toHaveBeenCalledTimes(5);

    // Another copy's change arrives as a message; other keys on the bus are not ours.
    bus.deliver('company:example.test');
    await ask(2);
    expect(compute).toHaveBeenCalledTimes(5);
    bus.deliver('answers:2');
    await ask(2);
    expect(compute).toHaveBeenCalledTimes(6);
  });

  describe('a company setting', () => {
    it('is read once for everyone who asks, per company, even when no answer is kept', async () => {
      const answers = new CompanyAnswers(localBus(), { ...options, ttlMs: 0 });
      const read = vi.fn(async () => ['sort fields']);
      await Promise.all([answers.setting(1, 'sorts', read), answers.setting(1, 'sorts', read)]);
      expect(await answers.setting(1, 'sorts', read)).toEqual(['sort fields']);
      expect(read).toHaveBeenCalledTimes(1);
      await answers.setting(2, 'sorts', read);
      await answers.setting(1, 'boxes', read);
      expect(read).toHaveBeenCalledTimes(3);

      const none = CompanyAnswers.none();
      await none.setting(1, 'sorts', read);
      await none.setting(1, 'sorts', read);
      expect(read).toHaveBeenCalledTimes(5);
    });

    it('is read again after the company changes, here or on the bus, or after a failed read', async () => {
      const bus = localBus();
      const answers = new CompanyAnswers(bus, options);
      const read = vi.fn(async () => 'v');
      await answers.setting(1, 'sorts', read);
      await answers.changed(1);
      await answers.setting(1, 'sorts', read);
      bus.deliver('answers:1');
      await answers.setting(1, 'sorts', read);
      await answers.changedEverywhere();
      await answers.setting(1, 'sorts', read);
      expect(read).toHaveBeenCalledTimes(4);

      const failing = vi.fn(async () => {
        throw new Error('connection lost');
      });
      await expect(answers.setting(2, 'sorts', failing)).rejects.toThrow('connection lost');
      expect(await answers.setting(2, 'sorts', read)).toBe('v');
      expect(read).toHaveBeenCalledTimes(5);
    });
  });

  it('keeps an answer computed across a change out of the company’s new answers', async () => {
    const answers = new CompanyAnswers(localBus(), options);
    let finish: (value: string) => void = () => undefined;
    const slow = answers.forVisitors(
      visitor(1),
      ['q'],
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    await answers.changed(1);
    finish('before the change');
    expect(await slow).toBe('before the change');
    const compute = vi.fn(async () => 'after the change');
    expect(await answers.forVisitors(visitor(1), ['q'], compute)).toBe('after the change');
  });

  describe('past a third of the TTL', () => {
    afterEach(() => void vi.useRealTimers());

    it('gives the kept answer at once and renews it behind, once, for the next visitor', async () => {
      vi.useFakeTimers();
      const answers = new CompanyAnswers(localBus(), options);
      let version = 0;
      const compute = vi.fn(async () => `v${++version}`);
      const ask = () => answers.forVisitors(visitor(1), ['q'], compute);
      expect(await ask()).toBe('v1');
      vi.advanceTimersByTime(9_999);
      expect(await ask()).toBe('v1');
      expect(compute).toHaveBeenCalledTimes(1);

      vi.advanceTimersByTime(1);
      let renewed: (value: string) => void = () => undefined;
      compute.mockImplementationOnce(() => new Promise((resolve) => (renewed = resolve)));
      expect(await ask()).toBe('v1');
      expect(await ask()).toBe('v1');
      expect(compute).toHaveBeenCalledTimes(2);
      renewed('v2');
      await vi.advanceTimersByTimeAsync(0);
      expect(await ask()).toBe('v2');
      expect(compute).toHaveBeenCalledTimes(2);

      // The renewed answer is kept for a whole TTL of its own.
      vi.advanceTimersByTime(29_000);
      expect(await ask()).toBe('v2');
    });

    it('keeps the old answer when the renewal fails, and never gives it past the TTL', async () => {
      vi.useFakeTimers();
      const answers = new CompanyAnswers(localBus(), options);
      const compute = vi.fn(async () => 'kept');
      const ask = () => answers.forVisitors(visitor(1), ['q'], compute);
      await ask();
      vi.advanceTimersByTime(20_000);
      compute.mockRejectedValueOnce(new Error('statement timeout'));
      expect(await ask()).toBe('kept');
      await vi.advanceTimersByTimeAsync(0);
      // The next visitor still gets it, and starts another renewal, which never ends.
      compute.mockImplementation(() => new Promise(() => undefined));
      expect(await ask()).toBe('kept');
      expect(compute).toHaveBeenCalledTimes(3);

      // Past the TTL the visitor waits for a new answer.
      vi.advanceTimersByTime(10_001);
      let settled = false;
      void ask().then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(compute).toHaveBeenCalledTimes(4);
      expect(settled).toBe(false);
    });

    it('lands a renewal that ran across a change in the dropped answers', async () => {
      vi.useFakeTimers();
      const answers = new CompanyAnswers(localBus(), options);
      const compute = vi.fn(async () => 'before');
      await answers.forVisitors(visitor(1), ['q'], compute);
      vi.advanceTimersByTime(10_000);
      let renewed: (value: string) => void = () => undefined;
      compute.mockImplementationOnce(() => new Promise((resolve) => (renewed = resolve)));
      await answers.forVisitors(visitor(1), ['q'], compute);
      await answers.changed(1);
      renewed('renewed before the change');
      await vi.advanceTimersByTimeAsync(0);
      compute.mockResolvedValueOnce('after');
      expect(await answers.forVisitors(visitor(1), ['q'], compute)).toBe('after');
    });
  });
});
