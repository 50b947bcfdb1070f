import { secondaryButton } from '../../../../components/ui/styles';
import { ADMIN_LOGIN_URL } from '../../api/auth';
import { AdminLoginForm } from './admin-login-form';
import { ForgotPasswordForm } from '../password/forgot-password-form';
import { useAdminLogin } from './use-admin-login';

/**
 * The login screen of /admin?login=1 (where /api/login sends a browser) and of
 * /admin-dashboard when nobody is signed in. Success simply re-renders the
 * screen as the dashboard, since the auth user query now holds the admin.
 */
export function AdminLoginScreen({ denied = false, oidcHint = false }: { denied?: boolean; oidcHint?: boolean }) {
  const login = useAdminLogin(() => undefined);
  return (
    <section
      aria-labelledby="admin-login-title"
      className="mx-auto w-full max-w-md rounded-sm border-2 border-yellow-400 bg-zinc-950 p-6"
    >
      <h2 id="admin-login-title" className="font-display text-2xl font-black uppercase text-white">
        Admin Login
      </h2>
      <p className="mt-1 mb-4 text-sm text-zinc-300">Sign in with your desk account to work on The Cypher.</p>
      {denied && (
        <p role="alert" className="mb-4 rounded-sm border border-red-500 bg-red-950 px-3 py-2 text-sm text-red-50">
          That account does not have admin access.
        </p>
      )}
      <AdminLoginForm login={login} />
      <ForgotPasswordForm />
      {oidcHint && (
        <a href={ADMIN_LOGIN_URL} className={`${secondaryButton} mt-4 w-full`}>
          Sign in with single sign-on
        </a>
      )}
    </section>
  );
}
