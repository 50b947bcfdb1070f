import { toast } from '../../../components/ui/toast-store';
import { ADMIN_LOGIN_URL } from './auth';

export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Spec section 6: an error whose message begins with 401 and contains Unauthorized is a logged-out session. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401/.test(error.message) && error.message.includes('Unauthorized');
}

/** Spec section 8: the 'Unauthorized' toast, then the server login after 500 ms. */
export function handleUnauthorized(redirect: (url: string) => void = (url) => window.location.assign(url)): void {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  setTimeout(() => redirect(ADMIN_LOGIN_URL), LOGIN_REDIRECT_DELAY_MS);
}
