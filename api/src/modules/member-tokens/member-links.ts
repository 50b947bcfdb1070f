import { Inject, Injectable } from '@nestjs/common';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { APP_CONFIG } from '../../config/config.module';
import { sessionSubkey } from '../../config/session-subkey';
import type { AppConfig } from '../../config/env';
import type { MemberLinkPurpose } from './member-token.entity';

/** How long each link works: a week to accept an invitation, an hour to reset a password. */
export const MEMBER_LINK_TTL_MS: Record<MemberLinkPurpose, number> = {
  invite: 7 * 24 * 60 * 60_000,
  reset: 60 * 60_000,
};

/** The set-password page of the web app, which both kinds of link open. */
export const SET_PASSWORD_PATH = '/admin/set-password';

/**
 * The tokens of invitation and reset links. A token is an HMAC of the link's
 * id under a key derived from SESSION_SECRET, which the API and the worker
 * share: the API stores only the token's SHA-256 and queues only the id, the
 * worker derives the token again to put it in the email. Neither the database
 * nor the queue holds anything that opens the link without the secret.
 */
@Injectable()
export class MemberLinks {
  private readonly key: Buffer;
  private readonly publicUrl: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = sessionSubkey(config.sessionSecret, 'member-links');
    this.publicUrl = config.mail.publicUrl;
  }

  newId(): string {
    return randomUUID();
  }

  tokenOf(id: string): string {
    return createHmac('sha256', this.key).update(id).digest('base64url');
  }

  /** The URL in the email. */
  pageOf(id: string): string {
    return `${this.publicUrl}${SET_PASSWORD_PATH}?token=${this.tokenOf(id)}`;
  }
}

/** What is stored and looked up: a token's SHA-256, hex. */
export function hashMemberToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
