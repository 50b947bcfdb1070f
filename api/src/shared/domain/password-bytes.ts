/** bcrypt reads the first 72 bytes of a password (UTF-8) and silently ignores the rest. */
export const MAX_PASSWORD_BYTES = 72;

export const PASSWORD_TOO_LONG =
  `Password must be at most ${MAX_PASSWORD_BYTES} bytes: 72 plain letters, fewer with accents or emoji. ` +
  'Please choose a shorter one.';

const utf8 = new TextEncoder();

/**
 * Whether bcrypt would read all of the password. A longer one would match
 * every password sharing its first 72 bytes, so it is refused rather than cut.
 */
export function passwordFitsBcrypt(password: string): boolean {
  return utf8.encode(password).length <= MAX_PASSWORD_BYTES;
}
