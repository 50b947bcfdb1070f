import { useDocumentHead } from '../../../lib/document-head';
import { AdminGate } from './admin-gate';
import { AdminDashboard } from './dashboard/admin-dashboard';

/** /admin-dashboard (spec section 2): loading line, then the dashboard or a login screen. */
export default function AdminDashboardPage() {
  useDocumentHead('Admin Dashboard', 'The Cypher admin dashboard.');
  return <AdminGate>{(user) => <AdminDashboard user={user} />}</AdminGate>;
}
