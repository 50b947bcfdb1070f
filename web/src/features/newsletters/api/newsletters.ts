import { useQuery } from '@tanstack/react-query';
import type { PublicNewsletterView } from '@api/shared/contracts/admin';
import { getJson } from '../../../lib/api-client';

export const newsletterKeys = {
  archive: ['/api/newsletters'] as const,
  issue: (id: number) => ['/api/newsletters', id] as const,
};

/** The published issues, newest first (the API caps a page at 100). */
export function useNewsletterArchive() {
  return useQuery({
    queryKey: newsletterKeys.archive,
    queryFn: () => getJson<PublicNewsletterView[]>('/api/newsletters?limit=100'),
  });
}

export function useNewsletterIssue(id: number | null) {
  return useQuery({
    queryKey: newsletterKeys.issue(id ?? 0),
    queryFn: () => getJson<PublicNewsletterView>(`/api/newsletters/${id}`),
    enabled: id !== null,
  });
}
