import { IRateLimiterOptions, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Counters kept per limiter in the process while the shared store is out of reach. */
export const MAX_INSURANCE_KEYS = 10_000;

/**
 * The in-process stand-in while Redis or Postgres is unreachable. A plain
 * RateLimiterMemory keeps a counter for every key it ever saw until the key's
 * window ends, so a flood of made-up addresses during an outage would grow it
 * without bound; this one forgets the least recently counted key first.
 */
export class BoundedMemoryLimiter extends RateLimiterMemory {
  private readonly recent = new Set<string>();

  constructor(
    options: IRateLimiterOptions,
    private readonly maxKeys = MAX_INSURANCE_KEYS,
  ) {
    super(options);
  }

  get trackedKeys(): number {
    return this.recent.size;
  }

  override consume(key: string | number, points?: number, options?: Record<string, unknown>): Promise<RateLimiterRes> {
    this.remember(key);
    return super.consume(key, points, options);
  }

  override penalty(key: string | number, points?: number, options?: Record<string, unknown>): Promise<RateLimiterRes> {
    this.remember(key);
    return super.penalty(key, points, options);
  }

  override reward(key: string | number, points?: number, options?: Record<string, unknown>): Promise<RateLimiterRes> {
    this.remember(key);
    return super.reward(key, points, options);
  }

  override set(
    key: string | number,
    points: number,
    secDuration: number,
    options?: Record<string, unknown>,
  ): Promise<RateLimiterRes> {
    this.remember(key);
    return super.set(key, points, secDuration, options);
  }

  override block(
    key: string | number,
    secDuration: number,
    options?: Record<string, unknown>,
  ): Promise<RateLimiterRes> {
    this.remember(key);
    return super.block(key, secDuration, options);
  }

  override delete(key: string | number, options?: Record<string, unknown>): Promise<boolean> {
    this.recent.delete(String(key));
    return super.delete(key, options);
  }

  private remember(key: string | number): void {
    const name = String(key);
    // Re-inserting moves the key to the end: the Set's order is least recently counted first.
    this.recent.delete(name);
    this.recent.add(name);
    while (this.recent.size > this.maxKeys) {
      const oldest = this.recent.values().next().value as string;
      this.recent.delete(oldest);
      void super.delete(oldest);
    }
  }
}
