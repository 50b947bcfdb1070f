import { useState } from 'react';
import type { TeamMemberView } from '@api/shared/contracts/admin';
import { DESK_ROLES, type DeskRole } from '@api/shared/domain/desk-roles';
import { ghostButton } from '../../../../components/ui/styles';
import { errorMessage } from '../../../../lib/api-error';
import { useChangeRole, useRemoveMember, useTeam } from '../../api/team';
import { teamField } from './field-style';
import { OptionList } from '../../../../components/ui/option-list';

/** Every member with their role (changeable in place), whether they have accepted, and a way to remove them. */
export function MemberList({ currentUserId }: { currentUserId: string }) {
  const team = useTeam();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [problem, setProblem] = useState<string | null>(null);

  if (team.isPending) return <p className="text-sm text-zinc-300">Loading the team...</p>;
  if (team.isError) return <p role="alert">{errorMessage(team.error, 'The team could not be loaded.')}</p>;

  const onRole = (member: TeamMemberView, role: DeskRole) => {
    setProblem(null);
    changeRole.mutate({ id: member.id, role }, { onError: (error) => setProblem(errorMessage(error, 'Not changed.')) });
  };
  const onRemove = (member: TeamMemberView) => {
    setProblem(null);
    remove.mutate(member.id, { onError: (error) => setProblem(errorMessage(error, 'Not removed.')) });
  };

  return (
    <section aria-labelledby="team-members">
      <h2 id="team-members" className="font-display text-lg uppercase tracking-wide text-white">
        Members ({team.data.length})
      </h2>
      {problem && (
        <p role="alert" className="mt-2 rounded-sm border border-red-500 bg-red-950 px-3 py-2 text-sm text-red-50">
          {problem}
        </p>
      )}
      <ul className="mt-3 divide-y divide-zinc-800 rounded-sm border border-zinc-700">
        {team.data.map((member) => {
          const name = member.email ?? member.username ?? member.id;
          return (
            <li key={member.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="w-full min-w-0 sm:w-auto sm:flex-1">
                <p className="truncate font-bold text-white">
                  {member.firstName ? `${member.firstName} · ` : ''}
                  {name}
                  {member.id === currentUserId && <span className="ml-2 text-xs text-zinc-400">(you)</span>}
                </p>
                <p className="text-xs uppercase tracking-wider text-zinc-400">
                  {member.status === 'invited' ? 'Invited, no password yet' : 'Active'}
                </p>
              </div>
              <label className="flex items-center gap-2 text-sm text-zinc-200">
                <span className="sr-only">Role of {name}</span>
                <select
                  value={member.role}
                  onChange={(event) => onRole(member, event.target.value as DeskRole)}
                  className={`${teamField} w-32`}
                >
                  <OptionList values={DESK_ROLES} />
                </select>
              </label>
              <button
                type="button"
                className={`${ghostButton} !px-2 !py-1 text-red-300 hover:text-red-200`}
                onClick={() => onRemove(member)}
                aria-label={`Remove ${name}`}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
