import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@api/shared/contracts/audit';
import { getJson } from '../../../lib/api-client';

export interface AuditFilters {
  actor: string;
  action: string;
  entity: string;
  /** yyyy-mm-dd from the date inputs, or ''. */
  from: string;
  to: string;
  offset: number;
}

export const AUDIT_PAGE_SIZE = 25;

/** The query string the API reads: empty filters left out, the 'to' day included whole. */
export function auditQuery(filters: AuditFilters): string {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE), offset: String(filters.offset) });
  if (filters.actor.trim()) query.set('actor', filters.actor.trim());
  if (filters.action) query.set('action', filters.action);
  if (filters.entity) query.set('entity', filters.entity);
  if (filters.from) query.set('from', `${filters.from}T00:00:00Z`);
  if (filters.to) query.set('to', new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000).toISOString());
  return query.toString();
}

export function useAuditLog(filters: AuditFilters) {
  const url = `/api/admin/audit?${auditQuery(filters)}`;
  return useQuery({
    queryKey: [url],
    queryFn: () => getJson<AuditPage>(url, { fresh: true }),
    placeholderData: keepPreviousData,
  });
}
