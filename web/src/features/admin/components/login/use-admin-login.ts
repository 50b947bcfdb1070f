import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import type { AuthUserView } from '@api/shared/contracts/admin';
import { errorMessage, errorStatus } from '../../../../lib/api-error';
import { authKeys, loginRequest } from '../../api/auth';
import {
  ADMIN_LOGIN_MESSAGES,
  getAttemptState,
  lockAttempts,
  recordFailedAttempt,
  subscribeAttempts,
} from './login-attempts';

/** The state and submit logic of the admin login form, shared by the dialog and the login screen. */
export function useAdminLogin(onSuccess: (user: AuthUserView) => void) {
  const queryClient = useQueryClient();
  const attempts = useSyncExternalStore(subscribeAttempts, getAttemptState, getAttemptState);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const reset = () => {
    setUsername('');
    setPassword('');
    setShowPassword(false);
    setMessage(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (attempts.locked || pending) return;
    if (!username.trim() || !password) {
      setMessage(ADMIN_LOGIN_MESSAGES.required);
      return;
    }
    setPending(true);
    try {
      const user = await loginRequest(username.trim(), password);
      queryClient.setQueryData(authKeys.user, user);
      reset();
      onSuccess(user);
    } catch (error) {
      const status = errorStatus(error);
      if (status === 401) {
        const failures = recordFailedAttempt();
        setMessage(getAttemptState().locked ? ADMIN_LOGIN_MESSAGES.denied : ADMIN_LOGIN_MESSAGES.invalid(failures));
      } else if (status === 429) {
        lockAttempts();
        setMessage(errorMessage(error, ADMIN_LOGIN_MESSAGES.locked));
      } else {
        setMessage(errorMessage(error, ADMIN_LOGIN_MESSAGES.failed));
      }
    } finally {
      setPending(false);
    }
  };

  return {
    username,
    setUsername,
    password,
    setPassword,
    showPassword,
    toggleShowPassword: () => setShowPassword((shown) => !shown),
    // Reopening a locked dialog shows the lock message instead of an empty form.
    message: message ?? (attempts.locked ? ADMIN_LOGIN_MESSAGES.locked : null),
    locked: attempts.locked,
    failures: attempts.failures,
    pending,
    submit,
    reset,
  };
}
