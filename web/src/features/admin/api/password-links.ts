import type { TeamNotice } from '@api/shared/contracts/admin';
import { apiRequest } from '../../../lib/api-client';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<TeamNotice> {
  return apiRequest<TeamNotice>('POST', '/api/auth/password-reset', { email });
}

/** Sets a password through an invitation or reset link's token. */
export function setPasswordWithLink(token: string, password: string): Promise<TeamNotice> {
  return apiRequest<TeamNotice>('POST', '/api/auth/password', { token, password });
}
