import { useSearch } from 'wouter';
import { useDocumentHead } from '../../../lib/document-head';
import { useAuthUser } from '../api/auth';
import { AdminLanding } from './admin-landing';
import { AdminDashboard } from './dashboard/admin-dashboard';
import { LoadingAdmin } from './loading-admin';
import { AdminFrame } from './workspace/admin-workspace';

/** /admin: the landing when logged out (with the login form when /api/login sent us here), the dashboard when logged in. */
export default function AdminPage() {
  useDocumentHead('Admin', 'The Cypher admin area.');
  const search = new URLSearchParams(useSearch());
  const auth = useAuthUser();
  if (auth.data) return <AdminDashboard user={auth.data} />;
  return (
    <AdminFrame>
      {auth.isPending ? (
        <LoadingAdmin />
      ) : (
        <AdminLanding
          showLogin={search.has('login') || search.has('error')}
          denied={search.get('error') === 'denied'}
        />
      )}
    </AdminFrame>
  );
}
