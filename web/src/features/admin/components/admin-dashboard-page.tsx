import { useDocumentHead } from '../../../lib/document-head';
import { useAuthUser } from '../api/auth';
import { AdminDashboard } from './dashboard/admin-dashboard';
import { LoadingAdmin } from './loading-admin';
import { AdminLoginScreen } from './login/admin-login-screen';

/** /admin-dashboard (spec section 2): loading line, then the dashboard or a login screen. */
export default function AdminDashboardPage() {
  useDocumentHead('Admin Dashboard', 'The Cypher admin dashboard.');
  const auth = useAuthUser();
  if (auth.isPending) return <LoadingAdmin />;
  if (auth.data) return <AdminDashboard user={auth.data} />;
  return (
    <div className="px-4 py-12">
      <AdminLoginScreen />
    </div>
  );
}
