import bcrypt from 'bcryptjs';
import { PASSWORD_TOO_LONG, passwordFitsBcrypt } from './password-length';

/** bcrypt work factor: about a quarter of a second per check, which makes offline guessing slow. */
export const PASSWORD_HASH_COST = 12;

/** Refuses a password bcrypt would cut (the routes refuse it with a 400 before it gets here). */
export function hashPassword(password: string): Promise<string> {
  if (!passwordFitsBcrypt(password)) return Promise.reject(new Error(PASSWORD_TOO_LONG));
  return bcrypt.hash(password, PASSWORD_HASH_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/**
 * Compared against when the username does not exist, so an unknown name costs
 * the same time as a wrong password and response times do not reveal which
 * usernames exist.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= bcrypt.hash('decoy-password-that-never-matches', PASSWORD_HASH_COST);
  return decoyHash;
}
