import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import {
  LOGIN_ATTEMPTS_PER_ADDRESS,
  LOGIN_ATTEMPTS_PER_DEVICE,
  LOGIN_FAILURES_PER_USERNAME,
  loginAttemptsPerClient,
} from '../../rate-limit/abuse-limits';
import { clientAddressKey } from '../../rate-limit/client-address';
import type { RateLimitRule } from '../../rate-limit/rate-limit-rule';
import { RateLimiterService } from '../../rate-limit/rate-limiter.service';
import type { KnownDevice } from './known-device';

export interface LoginAdmission {
  locked: boolean;
  retryAfterSeconds: number;
}

/**
 * Brute-force brake for the login form. An attempt from a stranger (no
 * known-device cookie for the username) counts three times: against its
 * address whatever the username (so made-up usernames cannot buy password
 * checks without end), against the username from that address (an IPv6
 * client counts by its /64), and against the username from every address
 * together (failures only). Past any limit the attempt is refused for 15
 * minutes, right password or not. A browser that signed in as the username
 * before is judged by its own budget alone, so strangers cannot lock a member
 * out of the browsers they use.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly limiter: RateLimiterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Counts the attempt before the password is checked, so a burst of parallel
   * guesses cannot slip past a limit and a refused attempt costs no bcrypt check.
   */
  async admit(username: string, ip: string, device: KnownDevice | null = null): Promise<LoginAdmission> {
    const name = username.toLowerCase();
    for (const [rule, key] of this.counters(name, ip, device)) {
      const verdict = await this.limiter.consume(rule, key);
      if (!verdict.allowed) return { locked: true, retryAfterSeconds: verdict.retryAfterSeconds };
    }
    return { locked: false, retryAfterSeconds: 0 };
  }

  /**
   * A right password forgets the earlier failures of this address (or
   * browser) for the username and gives back what the attempt counted
   * elsewhere, so only failures add up. A lock, once started, still runs out.
   */
  async succeeded(username: string, ip: string, device: KnownDevice | null = null): Promise<void> {
    const name = username.toLowerCase();
    await Promise.all(
      this.counters(name, ip, device).map(([rule, key]) =>
        rule === LOGIN_ATTEMPTS_PER_ADDRESS || rule === LOGIN_ATTEMPTS_PER_DEVICE
          ? this.limiter.reset(rule, key)
          : this.limiter.reward(rule, key),
      ),
    );
  }

  /** The counters one attempt is judged by, cheapest refusal first. */
  private counters(name: string, ip: string, device: KnownDevice | null): [RateLimitRule, string][] {
    if (device?.username === name) return [[LOGIN_ATTEMPTS_PER_DEVICE, `${device.deviceId}\n${name}`]];
    return [
      [loginAttemptsPerClient(this.config), clientAddressKey(ip)],
      [LOGIN_ATTEMPTS_PER_ADDRESS, addressKey(name, ip)],
      [LOGIN_FAILURES_PER_USERNAME, name],
    ];
  }
}

function addressKey(name: string, ip: string): string {
  // An address key never holds a newline, so the first one always marks where the username starts.
  return `${clientAddressKey(ip)}\n${name}`;
}
