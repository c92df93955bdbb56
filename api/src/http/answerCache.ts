import { publicAnswer, type PublicAnswer } from './publicAnswers';

export interface AnswerCacheOptions {
  /**
   * How long an answer is reused before it is read again. Writes through this instance drop it at once; this
   * bounds how long another instance's write stays unseen.
   */
  ttlMs?: number;
  /** Answers kept at most (the oldest goes first), so ids nobody has written cannot fill the memory. */
  maxEntries?: number;
  now?: () => number;
}

/** Five seconds: a write through another instance shows within that, at one query per key per 5 s. */
export const DEFAULT_ANSWER_TTL_MS = 5_000;

interface Entry extends PublicAnswer {
  expiresAt: number;
}

/**
 * Public answers serialised once and served as bytes until their data changes or the TTL passes. An answer
 * read while an invalidation happened is not kept, so a change is never hidden behind a read that began before it.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: AnswerCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? DEFAULT_ANSWER_TTL_MS;
    this.maxEntries = options.maxEntries ?? 1000;
    this.now = options.now ?? Date.now;
  }

  async answer(key: string, load: () => Promise<unknown>): Promise<PublicAnswer> {
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > this.now()) return kept;
    const generation = this.generation;
    const entry = { ...publicAnswer(await load()), expiresAt: this.now() + this.ttlMs };
    if (generation === this.generation) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value ?? key);
    }
    return entry;
  }

  /** Drops the answers of these keys, or every answer when none is named. */
  invalidate(keys?: readonly string[]): void {
    this.generation += 1;
    if (keys === undefined) this.entries.clear();
    else for (const key of keys) this.entries.delete(key);
  }
}
