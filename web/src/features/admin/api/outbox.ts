import { useQuery } from '@tanstack/react-query';
import type { OutboxMessageSummary, OutboxMessageView } from '@api/shared/contracts/admin';
import { getJson, getPage } from '../../../lib/api-client';

export const OUTBOX_PAGE_SIZE = 50;

export const outboxKeys = {
  list: (offset: number) => ['/api/admin/outbox', offset] as const,
  message: (id: number) => ['/api/admin/outbox', 'message', id] as const,
};

/** Refreshed every 5 s while open: a confirmation shows up moments after someone subscribes. */
export function useOutbox(offset: number) {
  return useQuery({
    queryKey: outboxKeys.list(offset),
    queryFn: () => getPage<OutboxMessageSummary>(`/api/admin/outbox?limit=${OUTBOX_PAGE_SIZE}&offset=${offset}`),
    refetchInterval: 5_000,
  });
}

export function useOutboxMessage(id: number | null) {
  return useQuery({
    queryKey: outboxKeys.message(id ?? 0),
    queryFn: () => getJson<OutboxMessageView>(`/api/admin/outbox/${id}`, { fresh: true }),
    enabled: id !== null,
  });
}
