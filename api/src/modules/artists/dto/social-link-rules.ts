import { registerDecorator, type ValidationOptions } from 'class-validator';
import { externalHttpUrl } from '../../../shared/domain/safe-url';

export const SOCIAL_LINKS_MAX_COUNT = 12;
const PLATFORM_NAME = /^[a-z0-9][\w .-]{0,29}$/i;
const MAX_LINK_LENGTH = 2048;

const SOCIAL_LINKS_MESSAGE =
  `Links must map up to ${SOCIAL_LINKS_MAX_COUNT} platform names (letters, digits, at most 30 characters) ` +
  'to web addresses starting with http:// or https://';

/** Whether every entry is a platform name and an absolute http(s) address the site's link rule lets through. */
export function isSocialLinkMap(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value as Record<string, unknown>);
  return (
    entries.length <= SOCIAL_LINKS_MAX_COUNT &&
    entries.every(
      ([platform, link]) =>
        PLATFORM_NAME.test(platform) &&
        typeof link === 'string' &&
        link.length <= MAX_LINK_LENGTH &&
        externalHttpUrl(link) === link,
    )
  );
}

/** An artist's social and streaming links ({instagram: 'https://…'}), each judged by the shared link rule. */
export function SocialLinkMap(options?: ValidationOptions) {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'socialLinkMap',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: SOCIAL_LINKS_MESSAGE, ...options },
      validator: { validate: isSocialLinkMap },
    });
}
