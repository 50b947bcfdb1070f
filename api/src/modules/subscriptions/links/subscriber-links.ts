import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../config/config.module';
import { sessionSubkey } from '../../../config/session-subkey';
import type { AppConfig } from '../../../config/env';
import { RECOGNITION_LINK_PARAM } from '../../../shared/contracts/recognition';
import { ONE_CLICK_UNSUBSCRIBE_URL_PATH } from '../../auth/origin-check.middleware';
import {
  CONFIRMATION_LINK_TTL_MS,
  LinkCheck,
  LinkPurpose,
  PREFERENCES_LINK_TTL_MS,
  RECOGNITION_LINK_TTL_MS,
  signLink,
  verifyLink,
} from './subscriber-link-token';

/**
 * Builds the absolute links that go into emails and checks the tokens they
 * carry. The key is derived from SESSION_SECRET, which the API and the worker
 * share (`npm start` keeps one in .data/), so the worker signs what the API checks.
 */
@Injectable()
export class SubscriberLinks {
  private readonly secret: string;
  private readonly publicUrl: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secret = sessionSubkey(config.sessionSecret, 'subscriber-links').toString('hex');
    this.publicUrl = config.mail.publicUrl;
  }

  confirmationPage(subscriptionId: number, now = Date.now()): string {
    const token = signLink(
      { purpose: 'confirm', subscriptionId, expiresAt: now + CONFIRMATION_LINK_TTL_MS },
      this.secret,
    );
    return `${this.publicUrl}/subscribe/confirm?token=${token}`;
  }

  /** Where a subscriber chooses the artists they follow, their categories and alerts. */
  preferencesPage(subscriptionId: number, now = Date.now()): string {
    const token = signLink(
      { purpose: 'preferences', subscriptionId, expiresAt: now + PREFERENCES_LINK_TTL_MS },
      this.secret,
    );
    return `${this.publicUrl}/newsletter/preferences?token=${token}`;
  }

  unsubscribePage(subscriptionId: number): string {
    return `${this.publicUrl}/unsubscribe?token=${this.unsubscribeToken(subscriptionId)}`;
  }

  oneClickUnsubscribe(subscriptionId: number): string {
    return `${this.publicUrl}${ONE_CLICK_UNSUBSCRIBE_URL_PATH}?token=${this.unsubscribeToken(subscriptionId)}`;
  }

  /** The site itself, for "subscribe again" links. */
  home(): string {
    return `${this.publicUrl}/`;
  }

  /**
   * `url` (a page of ours) carrying `?st=`, a signed token that recognises
   * the subscriber's browser when they open it: any link in an email can.
   */
  recognising(url: string, subscriptionId: number, now = Date.now()): string {
    const token = signLink(
      { purpose: 'recognise', subscriptionId, expiresAt: now + RECOGNITION_LINK_TTL_MS },
      this.secret,
    );
    const address = new URL(url);
    address.searchParams.set(RECOGNITION_LINK_PARAM, token);
    return address.toString();
  }

  check(token: unknown, purpose: LinkPurpose): LinkCheck {
    return verifyLink(token, purpose, this.secret);
  }

  private unsubscribeToken(subscriptionId: number): string {
    return signLink({ purpose: 'unsubscribe', subscriptionId, expiresAt: null }, this.secret);
  }
}
