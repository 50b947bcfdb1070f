import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { BoundedMemoryLimiter } from '../../rate-limit/bounded-memory-limiter';
import { clientAddressKey } from '../../rate-limit/client-address';
import { refuseTooManyRequests } from '../../rate-limit/too-many-requests';

export type SignalKind = 'interaction' | 'visit';

const TEN_MINUTES = 10 * 60;

export const SIGNALS_TOO_MANY = 'Too many reading signals from this reader. Please slow down.';

/**
 * Caps on the public, anonymous reading signals, per client address and per
 * reader session id, each route apart: without them anyone could store
 * signals by the thousand, inflate Daily Visitors and pick the digest's 'most
 * read'. Counted in the process (no round trip: the signal routes must stay
 * cheap), so with several API instances each holds its own count; a bounded
 * number of keys, so made-up addresses and session ids cannot grow it.
 */
@Injectable()
export class SignalLimits {
  private readonly limiters: Record<SignalKind, { address: BoundedMemoryLimiter; session: BoundedMemoryLimiter }>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const limiter = (name: string, points: number) =>
      new BoundedMemoryLimiter({ keyPrefix: `signals:${name}`, points, duration: TEN_MINUTES });
    this.limiters = {
      interaction: {
        address: limiter('interaction-address', config.signalRateLimit),
        session: limiter('interaction-session', config.signalSessionRateLimit),
      },
      visit: {
        address: limiter('visit-address', config.signalRateLimit),
        session: limiter('visit-session', config.signalSessionRateLimit),
      },
    };
  }

  /** Counts the signal for its address and its session; answers 429 past either limit. */
  async admit(kind: SignalKind, ip: string | undefined, sessionId: string, response: Response): Promise<void> {
    const { address, session } = this.limiters[kind];
    try {
      await address.consume(clientAddressKey(ip));
      await session.consume(sessionId);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      refuseTooManyRequests(response, Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)), SIGNALS_TOO_MANY);
    }
  }
}
