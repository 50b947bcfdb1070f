import { useQuery } from '@tanstack/react-query';
import type { AuthUserView } from '@api/shared/contracts/admin';
import { apiRequest } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/api-error';

export const ADMIN_LOGIN_URL = '/api/login';
export const ADMIN_LOGOUT_URL = '/api/logout';

export const authKeys = { user: ['/api/auth/user'] as const };

/** Spec section 7: a 401 from the auth user call means "nobody", not an error. */
export async function fetchAuthUser(): Promise<AuthUserView | null> {
  try {
    return await apiRequest<AuthUserView>('GET', '/api/auth/user');
  } catch (error) {
    if (errorStatus(error) === 401) return null;
    throw error;
  }
}

/** The signed-in admin (or null); authenticated means this call returned data (spec section 6). */
export function useAuthUser() {
  return useQuery({ queryKey: authKeys.user, queryFn: fetchAuthUser });
}

export function loginRequest(username: string, password: string): Promise<AuthUserView> {
  return apiRequest<AuthUserView>('POST', '/api/auth/login', { username, password });
}
