import NotFoundPage from '../../not-found/not-found-page';
import AuditPage from './audit/audit-page';
import SetPasswordPage from './password/set-password-page';
import TeamPage from './team/team-page';

/**
 * The editorial desk's screens (/admin/team, /admin/audit, /admin/set-password)
 * behind one route and one lazy import: each route and lazy screen costs the
 * home page's first-load script bytes, and that budget is nearly spent.
 */
export default function DeskPage({ screen }: { screen: string }) {
  if (screen === 'team') return <TeamPage />;
  if (screen === 'audit') return <AuditPage />;
  if (screen === 'set-password') return <SetPasswordPage />;
  return <NotFoundPage />;
}
