import type { ReactNode } from 'react';
import type { AuthUserView } from '@api/shared/contracts/admin';
import { useAuthUser } from '../api/auth';
import { LoadingAdmin } from './loading-admin';
import { AdminLoginScreen } from './login/admin-login-screen';
import { AdminFrame } from './workspace/admin-workspace';

/** An admin screen: the loading line while the session is checked, the login screen without one, else the screen. */
export function AdminGate({ children }: { children: (user: AuthUserView) => ReactNode }) {
  const auth = useAuthUser();
  if (auth.isPending)
    return (
      <AdminFrame>
        <LoadingAdmin />
      </AdminFrame>
    );
  if (!auth.data)
    return (
      <AdminFrame>
        <div className="px-4 py-12">
          <AdminLoginScreen />
        </div>
      </AdminFrame>
    );
  return <>{children(auth.data)}</>;
}
