import { randomBytes } from 'node:crypto';
import type { UsersStore } from '../users/users.store';
import { hashPassword, verifyPassword } from './password';
import { MAX_PASSWORD_BYTES, passwordFitsBcrypt } from './password-length';

/** What ADMIN_PASSWORD alone signs in as (ADMIN_USERNAME names it otherwise). */
export const DEFAULT_ADMIN_USERNAME = 'admin';
export const MIN_ADMIN_PASSWORD_LENGTH = 8;

export interface BootstrapResult {
  /** One line for the start log. Contains a password only when one was generated. */
  message: string;
  generatedPassword?: string;
  /** The owner's login name when it was made up here, shown with the generated password. */
  generatedUsername?: string;
}

/**
 * Makes sure an admin can sign in after `npm start`:
 * - ADMIN_USERNAME / ADMIN_PASSWORD given: that user exists, is an owner and has that password;
 * - nothing given and no owner yet: an owner named `owner-<random>` with a random password, both shown once
 *   (a name as guessable as 'admin' would let anyone aim the login limits at the owner);
 * - nothing given and an owner exists: nothing changes.
 * There is no default password: a fresh install without settings always gets a random one.
 */
export async function bootstrapAdmin(
  users: UsersStore,
  settings: { username?: string; password?: string },
): Promise<BootstrapResult> {
  const username = settings.username ?? (settings.password ? DEFAULT_ADMIN_USERNAME : undefined);

  if (settings.password !== undefined && settings.password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new Error(`ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
  }
  if (settings.password !== undefined && !passwordFitsBcrypt(settings.password)) {
    throw new Error(`ADMIN_PASSWORD must be at most ${MAX_PASSWORD_BYTES} bytes (bcrypt ignores the rest)`);
  }

  if (username) {
    const existing = await users.findWithPassword(username, { membersOnly: false });
    if (existing && settings.password === undefined) {
      if (existing.role !== 'owner') await users.grantOwner(existing.id);
      return { message: `admin "${username}" is ready (password unchanged)` };
    }
    const password = settings.password ?? generatePassword();
    const unchanged = existing?.passwordHash ? await verifyPassword(password, existing.passwordHash) : false;
    if (existing && unchanged && existing.role === 'owner') return { message: `admin "${username}" is ready` };
    const passwordHash = unchanged ? existing!.passwordHash! : await hashPassword(password);
    if (existing) await users.grantOwner(existing.id, passwordHash);
    else await users.createOwner(username, passwordHash);
    const verb = existing ? 'updated' : 'created';
    return settings.password === undefined
      ? { message: `admin "${username}" ${verb} with a generated password: ${password}`, generatedPassword: password }
      : { message: `admin "${username}" ${verb} from ADMIN_USERNAME/ADMIN_PASSWORD` };
  }

  if (await users.anyOwner()) return { message: 'an owner already exists; nothing to do' };
  const password = generatePassword();
  const generatedUsername = generateOwnerUsername();
  await users.createOwner(generatedUsername, await hashPassword(password));
  return {
    message:
      `created admin "${generatedUsername}" with password ${password}  ` +
      '(shown once: note it now, or set ADMIN_USERNAME and ADMIN_PASSWORD and restart)',
    generatedPassword: password,
    generatedUsername,
  };
}

/** 'owner-' and 8 random hex digits: easy to type, not worth guessing. */
function generateOwnerUsername(): string {
  return `owner-${randomBytes(4).toString('hex')}`;
}

function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
