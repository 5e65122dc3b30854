import { describe, expect, it, vi } from 'vitest';
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
const options = { ttlMs: 30_000, maxEntriesPerCompany: 10 };

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
});
