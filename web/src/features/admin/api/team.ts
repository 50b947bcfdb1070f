import { useQuery } from '@tanstack/react-query';
import type { TeamMemberView } from '@api/shared/contracts/admin';
import type { DeskRole } from '@api/shared/domain/desk-roles';
import { apiRequest, getJson } from '../../../lib/api-client';
import { useRefetchingAction } from './refetching-action';

export const teamKeys = { list: ['/api/admin/team'] as const };

export function useTeam() {
  return useQuery({
    queryKey: teamKeys.list,
    queryFn: () => getJson<TeamMemberView[]>('/api/admin/team', { fresh: true }),
  });
}

const useTeamAction = <V, R>(action: (variables: V) => Promise<R>) => useRefetchingAction(action, [teamKeys.list]);

export const useInviteMember = () =>
  useTeamAction((body: { email: string; role: DeskRole; firstName?: string }) =>
    apiRequest<TeamMemberView>('POST', '/api/admin/team/invitations', body),
  );

export const useChangeRole = () =>
  useTeamAction(({ id, role }: { id: string; role: DeskRole }) =>
    apiRequest<TeamMemberView>('PATCH', `/api/admin/team/${id}`, { role }),
  );

export const useRemoveMember = () => useTeamAction((id: string) => apiRequest<void>('DELETE', `/api/admin/team/${id}`));
