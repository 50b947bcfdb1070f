import { Injectable } from '@nestjs/common';
import { LOGIN_ATTEMPTS_PER_ADDRESS, LOGIN_FAILURES_PER_USERNAME } from '../../rate-limit/abuse-limits';
import { clientAddressKey } from '../../rate-limit/client-address';
import { RateLimiterService } from '../../rate-limit/rate-limiter.service';

export interface LoginAdmission {
  locked: boolean;
  retryAfterSeconds: number;
}

/**
 * Brute-force brake for the login form, on two counters: attempts for one
 * username from one address (an IPv6 client counts by its /64), and failures
 * for one username from every address together. Past either limit the
 * username is locked there for 15 minutes, right password or not.
 */
@Injectable()
export class LoginThrottleService {
  constructor(private readonly limiter: RateLimiterService) {}

  /**
   * Counts the attempt before the password is checked, so a burst of parallel
   * guesses cannot slip past the limit: at most five attempts per window are
   * ever evaluated from one address.
   */
  async admit(username: string, ip: string): Promise<LoginAdmission> {
    const name = username.toLowerCase();
    const fromAddress = await this.limiter.consume(LOGIN_ATTEMPTS_PER_ADDRESS, addressKey(name, ip));
    if (!fromAddress.allowed) return { locked: true, retryAfterSeconds: fromAddress.retryAfterSeconds };
    const everywhere = await this.limiter.consume(LOGIN_FAILURES_PER_USERNAME, name);
    if (!everywhere.allowed) return { locked: true, retryAfterSeconds: everywhere.retryAfterSeconds };
    return { locked: false, retryAfterSeconds: 0 };
  }

  /**
   * A right password forgets this address's earlier failures and gives back
   * the attempt it counted for the username, so only failures add up across
   * addresses. A lock, once started, still runs out.
   */
  async succeeded(username: string, ip: string): Promise<void> {
    const name = username.toLowerCase();
    await Promise.all([
      this.limiter.reset(LOGIN_ATTEMPTS_PER_ADDRESS, addressKey(name, ip)),
      this.limiter.reward(LOGIN_FAILURES_PER_USERNAME, name),
    ]);
  }
}

function addressKey(name: string, ip: string): string {
  // An address key never holds a newline, so the first one always marks where the username starts.
  return `${clientAddressKey(ip)}\n${name}`;
}
