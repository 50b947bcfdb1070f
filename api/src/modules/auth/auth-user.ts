import type { AuthUserView } from '../../shared/contracts/admin';
import type { User } from '../users/user.entity';

/** The current user as GET /api/auth/user and POST /api/auth/login answer it. */
export function toAuthUser(
  user: Pick<User, 'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'role'>,
): AuthUserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role!,
  };
}

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  unauthorized: 'Unauthorized',
  locked: 'Too many failed login attempts. Please wait before trying again.',
  crossOrigin: 'Cross-origin request refused: this action must be sent from the site itself.',
} as const;
