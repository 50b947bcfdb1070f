import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewsletterView } from '@api/shared/contracts/admin';
import type { JobAccepted } from '@api/shared/contracts/jobs';
import type {
  NewsletterDeliveryStats,
  NewsletterPreview,
  NewsletterRecipients,
  NewsletterSegment,
  NewsletterSendAccepted,
} from '@api/shared/contracts/newsletters';
import { apiRequest, getJson, getPage } from '../../../lib/api-client';

/** How often the delivery numbers refresh while a send is scheduled or going out. */
export const DELIVERY_POLL_MS = 1_000;

export const newsletterAdminKeys = {
  list: ['/api/admin/newsletters'] as const,
  deliveries: (id: number) => ['/api/admin/newsletters', id, 'deliveries'] as const,
};

export interface NewsletterDraft {
  title: string;
  description: string;
  content: string;
}

/** Newsletters per page of the studio's list; Previous and Next reach the rest, however many there are. */
export const STUDIO_PAGE_SIZE = 50;

/** One page of every newsletter, newest first, and the total. */
export function useAdminNewsletters(offset: number) {
  return useQuery({
    queryKey: [...newsletterAdminKeys.list, 'page', offset] as const,
    queryFn: () => getPage<NewsletterView>(`/api/admin/newsletters?limit=${STUDIO_PAGE_SIZE}&offset=${offset}`),
    placeholderData: (previous) => previous,
  });
}

/** One newsletter by id, for a selection the current page no longer shows. */
export function useAdminNewsletter(id: number | null) {
  return useQuery({
    queryKey: [...newsletterAdminKeys.list, 'one', id] as const,
    queryFn: () => getJson<NewsletterView>(`/api/admin/newsletters/${id}`, { fresh: true }),
    enabled: id !== null,
  });
}

/** The email as it would go out, for the text in the editor now (saved or not). */
export function fetchPreview(draft: NewsletterDraft): Promise<NewsletterPreview> {
  return apiRequest<NewsletterPreview>('POST', '/api/admin/newsletters/preview', draft);
}

function isInFlight(stats: NewsletterDeliveryStats | undefined): boolean {
  return stats?.status === 'scheduled' || stats?.status === 'sending';
}

/** Refreshed every second while the send is scheduled or going out; the outcome stays once it is over. */
export function useDeliveryStats(id: number | null) {
  return useQuery({
    queryKey: newsletterAdminKeys.deliveries(id ?? 0),
    queryFn: () => getJson<NewsletterDeliveryStats>(`/api/admin/newsletters/${id}/deliveries`, { fresh: true }),
    enabled: id !== null,
    refetchInterval: (query) => (isInFlight(query.state.data) ? DELIVERY_POLL_MS : false),
  });
}

/** The query string of a segment, as GET /api/admin/newsletters/:id/recipients reads it. */
function segmentQuery(segment: NewsletterSegment): string {
  const query = new URLSearchParams();
  if (typeof segment.creditProgram === 'boolean') query.set('creditProgram', String(segment.creditProgram));
  if (segment.interests?.length) query.set('interests', segment.interests.join(','));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Who a send to the segment reaches now; fetched fresh each time the confirmation dialog opens. */
export function useSendRecipients(id: number, segment: NewsletterSegment, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/admin/newsletters', id, 'recipients', segment] as const,
    queryFn: () =>
      getJson<NewsletterRecipients>(`/api/admin/newsletters/${id}/recipients${segmentQuery(segment)}`, { fresh: true }),
    enabled,
    gcTime: 0,
  });
}

function useRefresh(id: number | null) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: newsletterAdminKeys.list }),
      queryClient.invalidateQueries({ queryKey: ['/api/newsletters'] }),
      id !== null ? queryClient.invalidateQueries({ queryKey: newsletterAdminKeys.deliveries(id) }) : null,
    ]);
}

/** What the editor saves: the composed email, and whether it stays off the public archive for now. */
export type NewsletterSave = NewsletterDraft & { draft: boolean };

export function useSaveNewsletter(id: number | null) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (draft: NewsletterSave) =>
      id === null
        ? apiRequest<NewsletterView>('POST', '/api/newsletters', draft)
        : apiRequest<NewsletterView>('PATCH', `/api/newsletters/${id}`, draft),
    onSuccess: refresh,
  });
}

export function useTestSend(id: number | null) {
  return useMutation({
    mutationFn: (emails: string[]) => apiRequest<JobAccepted>('POST', `/api/admin/newsletters/${id}/test`, { emails }),
  });
}

export function useSendNewsletter(id: number | null) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: { segment: NewsletterSegment; scheduledAt?: string; confirmCount?: number }) =>
      apiRequest<NewsletterSendAccepted>('POST', `/api/admin/newsletters/${id}/send`, body),
    onSuccess: refresh,
  });
}

export function useCancelSend(id: number | null) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', `/api/admin/newsletters/${id}/send`),
    onSuccess: refresh,
  });
}

export function useRetryFailed(id: number | null) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: () => apiRequest<NewsletterSendAccepted>('POST', `/api/admin/newsletters/${id}/deliveries/retry`),
    onSuccess: refresh,
  });
}
