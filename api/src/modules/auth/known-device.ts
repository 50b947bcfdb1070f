import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { requestCookie } from '../../http/request-cookie';
import { APP_CONFIG } from '../../config/config.module';
import { sessionSubkey } from '../../config/session-subkey';
import type { AppConfig } from '../../config/env';

export const KNOWN_DEVICE_COOKIE = 'cypher.device';
/** Long enough that a member who signs in every few months is still known. */
const KNOWN_DEVICE_MAX_AGE_MS = 400 * 24 * 60 * 60_000;
const FORMAT = 'v1';

/** A browser a member signed in from before, as its cookie names it. */
export interface KnownDevice {
  /** The login name it signed in as, lower case. */
  username: string;
  /** Random per cookie: each known browser has a login budget of its own. */
  deviceId: string;
}

/**
 * The signed cookie a browser receives after a right password. Failures from
 * strangers lock a username everywhere, but a browser carrying this cookie for
 * that username is judged by its own budget, so strangers cannot lock a member
 * out of the browsers they use. It proves only that this browser signed in as
 * the name before; the password is still checked. HMAC under a key derived
 * from SESSION_SECRET; HttpOnly, SameSite=Lax and Secure like the session cookie.
 */
@Injectable()
export class KnownDevices {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = sessionSubkey(config.sessionSecret, 'known-device');
  }

  /** The device the request's cookie vouches for, or null when it has none or it was not signed by us. */
  read(request: Request): KnownDevice | null {
    const value = requestCookie(request, KNOWN_DEVICE_COOKIE);
    const [format, encodedName, deviceId, signature, ...rest] = value?.split('.') ?? [];
    if (format !== FORMAT || !encodedName || !deviceId || !signature || rest.length) return null;
    const expected = this.sign(encodedName, deviceId);
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { username: Buffer.from(encodedName, 'base64url').toString('utf8'), deviceId };
  }

  /** Marks the browser as known for `username`, keeping its device id if it had one for that name. */
  remember(request: Request, response: Response, username: string): void {
    const name = username.toLowerCase();
    const current = this.read(request);
    const deviceId = current?.username === name ? current.deviceId : randomBytes(12).toString('base64url');
    const encodedName = Buffer.from(name, 'utf8').toString('base64url');
    const signature = this.sign(encodedName, deviceId).toString('ascii');
    response.cookie(KNOWN_DEVICE_COOKIE, [FORMAT, encodedName, deviceId, signature].join('.'), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.cookieSecure,
      // Only the sign-in routes read it.
      path: '/api/auth',
      maxAge: KNOWN_DEVICE_MAX_AGE_MS,
    });
  }

  private sign(encodedName: string, deviceId: string): Buffer {
    return Buffer.from(
      createHmac('sha256', this.key).update(`${encodedName}.${deviceId}`).digest('base64url'),
      'ascii',
    );
  }
}
