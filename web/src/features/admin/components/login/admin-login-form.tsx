import { useId } from 'react';
import { primaryButton } from '../../../../components/ui/styles';
import { MAX_LOGIN_ATTEMPTS } from './login-attempts';
import type { useAdminLogin } from './use-admin-login';

const input =
  'mt-1 w-full rounded-sm border border-zinc-600 bg-black px-3 py-2 text-white placeholder:text-zinc-400 focus:border-yellow-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-yellow-400 disabled:opacity-60';
const label = 'block text-xs font-black uppercase tracking-wider text-zinc-200';

/** Username, password with show/hide, the attempt message and the login button. */
export function AdminLoginForm({ login }: { login: ReturnType<typeof useAdminLogin> }) {
  const ids = useId();
  const disabled = login.locked || login.pending;
  return (
    <form noValidate onSubmit={login.submit} aria-label="Admin login" className="space-y-4">
      <label className={label}>
        Username
        <input
          className={input}
          name="username"
          autoComplete="username"
          value={login.username}
          disabled={login.locked}
          onChange={(event) => login.setUsername(event.target.value)}
        />
      </label>
      <div>
        <label className={label} htmlFor={`${ids}-password`}>
          Password
        </label>
        <div className="relative">
          <input
            id={`${ids}-password`}
            className={`${input} pr-20`}
            name="password"
            type={login.showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={login.password}
            disabled={login.locked}
            onChange={(event) => login.setPassword(event.target.value)}
          />
          <button
            type="button"
            onClick={login.toggleShowPassword}
            disabled={login.locked}
            aria-pressed={login.showPassword}
            aria-label={login.showPassword ? 'Hide password' : 'Show password'}
            className="absolute right-1 top-1/2 mt-0.5 -translate-y-1/2 rounded-sm px-2 py-1 text-xs font-bold uppercase text-zinc-200 hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-yellow-400 disabled:opacity-60"
          >
            {login.showPassword ? 'Hide' : 'Show'}
          </button>
        </div>
      </div>
      {login.message && (
        <p
          role="alert"
          data-testid="admin-login-message"
          className="rounded-sm border border-red-500 bg-red-950 px-3 py-2 text-sm text-red-50"
        >
          {login.message}
        </p>
      )}
      {login.failures > 0 && !login.locked && (
        <p className="text-xs text-zinc-300">
          Failed attempts: {login.failures}/{MAX_LOGIN_ATTEMPTS}
        </p>
      )}
      <button type="submit" className={`${primaryButton} w-full`} disabled={disabled}>
        {login.pending ? 'Logging in...' : 'Login'}
      </button>
    </form>
  );
}
