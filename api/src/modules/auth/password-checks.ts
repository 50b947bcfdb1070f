import { Inject, Injectable } from '@nestjs/common';
import { BoundedConcurrency, ConcurrencyLimitReached } from '../../async/bounded-concurrency';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { RetryLaterException } from '../../http/retry-later.exception';
import { verifyPassword } from './password';

/** How many checks may wait for a running one to finish, per check that may run. */
const WAITING_PER_SLOT = 8;

export const PASSWORD_CHECKS_BUSY = 'Sign-in is busy right now. Please try again in a moment.';

/**
 * The sign-in's password checks, a few at a time. bcryptjs works in the event
 * loop, so a burst of checks would slow every other request of the process; a
 * bounded line waits for a free slot and anything beyond it is answered 503
 * with Retry-After at once, instead of piling up.
 */
@Injectable()
export class PasswordChecks {
  private readonly gate: BoundedConcurrency;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.gate = new BoundedConcurrency(
      config.passwordCheckConcurrency,
      config.passwordCheckConcurrency * WAITING_PER_SLOT,
    );
  }

  async matches(password: string, hash: string): Promise<boolean> {
    try {
      return await this.gate.run(() => verifyPassword(password, hash));
    } catch (error) {
      if (error instanceof ConcurrencyLimitReached) throw new RetryLaterException(PASSWORD_CHECKS_BUSY, 1);
      throw error;
    }
  }
}
