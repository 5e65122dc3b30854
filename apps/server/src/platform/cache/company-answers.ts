import type { InvalidationBus } from './invalidation-bus.js';
import { TtlCache } from './ttl-cache.js';

const KEY_PREFIX = 'answers:';
const EVERY_COMPANY = '*';

/**
 * A kept answer older than this share of the TTL is still given, and computed again behind it:
 * a question asked at least once in any two thirds of the TTL never makes a visitor wait, and
 * no answer given is older than the TTL.
 */
const RENEW_AFTER_SHARE_OF_TTL = 1 / 3;

interface Kept {
  answer: Promise<unknown>;
  keptAt: number;
  /** While its computation (or the one that renews it) runs: it starts no other. */
  computing: boolean;
}

/** Kinds of company settings kept per company (`setting`): a handful, named in the code. */
const MAX_SETTINGS_PER_COMPANY = 20;

export interface CompanyAnswersOptions {
  /** How long an answer is kept: bounds what no change announces (a group's dates passing). */
  ttlMs: number;
  /** Distinct answers kept per company; the oldest goes first. */
  maxEntriesPerCompany: number;
  /** How long a company setting read by every request of a kind is kept (0: none is). */
  settingsTtlMs: number;
}

export const DEFAULT_COMPANY_ANSWERS: CompanyAnswersOptions = {
  ttlMs: 30_000,
  maxEntriesPerCompany: 500,
  settingsTtlMs: 30_000,
};

/** What is kept of one company, dropped whole when it changes. */
interface CompanyKept {
  answers: TtlCache<string, Kept>;
  settings: TtlCache<string, Promise<unknown>>;
}

/**
 * Answers that are the same for every visitor of a company (a search without a session), kept
 * per company and dropped whole when anything of the company changes: an administrator's write,
 * a content's processing or import (docs/decisions.md, "Visitors' searches are answered from a
 * cache"). Every server copy drops them together through the invalidation bus; the TTL bounds
 * what no write announces.
 *
 * The cache holds the answer's promise, so the visitors asking the same thing at once share one
 * search; a failed search is not kept. An answer past a third of its TTL is renewed in the
 * background while it is still given, so a question asked often is never computed in the way of
 * the visitor who asks it.
 *
 * A company's settings that every request of a kind reads whoever asks (a search's sort fields)
 * are kept beside its answers and dropped with them, even when visitors' answers are not kept.
 */
export class CompanyAnswers {
  private byCompany = new Map<number, CompanyKept>();

  /** Keeps nothing: every request computes its answer (services built without the cache). */
  static none(): CompanyAnswers {
    return new CompanyAnswers(null, { ttlMs: 0, maxEntriesPerCompany: 0, settingsTtlMs: 0 });
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
    const key = JSON.stringify(question);
    const { answers } = this.keptOf(request.company.id);
    const kept = answers.get(key);
    if (kept) {
      if (!kept.computing && Date.now() - kept.keptAt >= this.renewAfterMs) {
        this.renew(answers, key, kept, compute);
      }
      return kept.answer as Promise<T>;
    }
    return this.keep(answers, key, compute());
  }

  /**
   * A company setting that every request of a kind reads, the same whoever asks (a search's sort
   * fields): `read`'s answer, kept for the next request until the company changes, as its
   * answers are, or `settingsTtlMs` passes. A failed read is not kept. Callers share the value:
   * they must not change it.
   */
  setting<T>(companyId: number, name: string, read: () => Promise<T>): Promise<T> {
    if (this.options.settingsTtlMs <= 0) return read();
    const { settings } = this.keptOf(companyId);
    const kept = settings.get(name);
    if (kept) return kept as Promise<T>;
    const pending = read();
    settings.set(name, pending);
    pending.catch(() => {
      if (settings.get(name) === pending) settings.delete(name);
    });
    return pending;
  }

  private keptOf(companyId: number): CompanyKept {
    let kept = this.byCompany.get(companyId);
    if (!kept) {
      kept = {
        answers: new TtlCache(this.options.ttlMs, this.options.maxEntriesPerCompany),
        settings: new TtlCache(this.options.settingsTtlMs, MAX_SETTINGS_PER_COMPANY),
      };
      this.byCompany.set(companyId, kept);
    }
    return kept;
  }

  private get renewAfterMs(): number {
    return this.options.ttlMs * RENEW_AFTER_SHARE_OF_TTL;
  }

  /**
   * Keeps `pending` under `key` in `answers`. A change while it runs replaces the company's map,
   * so the answer lands in the dropped one; failed, it is not kept.
   */
  private keep<T>(answers: TtlCache<string, Kept>, key: string, pending: Promise<T>): Promise<T> {
    const entry: Kept = { answer: pending, keptAt: Date.now(), computing: true };
    answers.set(key, entry);
    pending.then(
      () => (entry.computing = false),
      () => {
        if (answers.get(key) === entry) answers.delete(key);
      },
    );
    return pending;
  }

  /** Computes `kept` again; the new answer replaces it only once found (a failure keeps it). */
  private renew(
    answers: TtlCache<string, Kept>,
    key: string,
    kept: Kept,
    compute: () => Promise<unknown>,
  ): void {
    kept.computing = true;
    compute().then(
      (answer) => {
        // Another answer took its place meanwhile (it expired, or failed): that one stays.
        if (answers.get(key) === kept) this.keep(answers, key, Promise.resolve(answer));
      },
      () => (kept.computing = false),
    );
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
