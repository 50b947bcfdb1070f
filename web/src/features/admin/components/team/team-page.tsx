import { useDocumentHead } from '../../../../lib/document-head';
import { AdminGate } from '../admin-gate';
import { AdminWorkspace } from '../workspace/admin-workspace';
import { InviteForm } from './invite-form';
import { MemberList } from './member-list';

/** /admin/team: the owner's list of the desk's members, invitations, roles and removals. */
export default function TeamPage() {
  useDocumentHead('Team', 'Who works on the desk, with which role.');
  return (
    <AdminGate>
      {(user) => (
        <AdminWorkspace nav={{ activePage: 'Team' }} eyebrow="Editorial desk" title="Team">
          {user.role === 'owner' ? (
            <div className="space-y-6">
              <p className="max-w-2xl text-sm text-zinc-300">
                Authors write and edit articles. Editors also publish, delete and run the scrapers. Admins also manage
                sources, subscribers and newsletters. Owners also manage this team.
              </p>
              <InviteForm />
              <MemberList currentUserId={user.id} />
            </div>
          ) : (
            <p role="alert" className="text-sm text-zinc-200">
              Only the owner manages the team.
            </p>
          )}
        </AdminWorkspace>
      )}
    </AdminGate>
  );
}
