import type { InvalidationBus } from './invalidation-bus.js';
import { TtlCache } from './ttl-cache.js';

const KEY_PREFIX = 'answers:';
const EVERY_COMPANY = '*';

export interface CompanyAnswersOptions {
  /** How long an answer is kept: bounds what no change announces (a group's dates passing). */
  ttlMs: number;
  /** Distinct answers kept per company; the oldest goes first. */
  maxEntriesPerCompany: number;
}

export const DEFAULT_COMPANY_ANSWERS: CompanyAnswersOptions = {
  ttlMs: 30_000,
  maxEntriesPerCompany: 500,
};

/**
 * Answers that are the same for every visitor of a company (a search without a session), kept
 * per company and dropped whole when anything of the company changes: an administrator's write,
 * a content's processing or import (docs/decisions.md, "Visitors' searches are answered from a
 * cache"). Every server copy drops them together through the invalidation bus; the TTL bounds
 * what no write announces.
 *
 * The cache holds the answer's promise, so the visitors asking the same thing at once share one
 * search; a failed search is not kept.
 */
export class CompanyAnswers {
  private byCompany = new Map<number, TtlCache<string, Promise<unknown>>>();

  /** Keeps nothing: every request computes its answer (services built without the cache). */
  static none(): CompanyAnswers {
    return new CompanyAnswers(null, { ttlMs: 0, maxEntriesPerCompany: 0 });
  }

  constructor(
    private readonly bus: InvalidationBus | null,
    private readonly options: CompanyAnswersOptions = DEFAULT_COMPANY_ANSWERS,
  ) {
    bus?.subscribe((key) => {
      if (!key.startsWith(KEY_PREFIX)) return;
      const company = key.slice(KEY_PREFIX.length);
      if (company === EVERY_COMPANY) this.byCompany = new Map();
      else this.byCompany.delete(Number(company));
    });
  }

  /**
   * For a request without a session: the kept answer to `question` in the company, or
   * `compute`'s, kept for the next visitor. Any other request gets `compute`'s answer.
   */
  forVisitors<T>(
    request: { company: { id: number }; actor: unknown },
    question: readonly unknown[],
    compute: () => Promise<T>,
  ): Promise<T> {
    if (request.actor !== null || this.options.ttlMs <= 0) return compute();
    const companyId = request.company.id;
    const key = JSON.stringify(question);
    let answers = this.byCompany.get(companyId);
    if (!answers) {
      answers = new TtlCache(this.options.ttlMs, this.options.maxEntriesPerCompany);
      this.byCompany.set(companyId, answers);
    }
    const kept = answers.get(key);
    if (kept) return kept as Promise<T>;
    const pending = compute();
    answers.set(key, pending);
    // A change while it ran replaced the company's map: the answer lands in the dropped one.
    const owner = answers;
    pending.catch(() => {
      if (owner.get(key) === pending) owner.delete(key);
    });
    return pending;
  }

  /** Drops the company's answers here at once, and on every other copy when the bus delivers. */
  async changed(companyId: number): Promise<void> {
    this.byCompany.delete(companyId);
    await this.bus?.publish(`${KEY_PREFIX}${companyId}`);
  }

  /** Drops every company's answers (a system administrator's write, the test clock moved). */
  async changedEverywhere(): Promise<void> {
    this.byCompany = new Map();
    await this.bus?.publish(`${KEY_PREFIX}${EVERY_COMPANY}`);
  }
}
