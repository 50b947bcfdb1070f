import { useQuery } from '@tanstack/react-query';
import type { PublicNewsletterView } from '@api/shared/contracts/admin';
import { PUBLIC_LIST_LIMITS, QUERY_KEYS } from '@api/shared/contracts/query-keys';
import { getJson } from '../../../lib/api-client';

export const newsletterKeys = {
  archive: QUERY_KEYS.newsletterArchive,
  issue: QUERY_KEYS.newsletter,
};

/** The published issues, newest first (the API caps a page at 100). */
export function useNewsletterArchive() {
  return useQuery({
    queryKey: newsletterKeys.archive,
    queryFn: () => getJson<PublicNewsletterView[]>(`/api/newsletters?limit=${PUBLIC_LIST_LIMITS.newsletters}`),
  });
}

export function useNewsletterIssue(id: number | null) {
  return useQuery({
    queryKey: newsletterKeys.issue(id ?? 0),
    queryFn: () => getJson<PublicNewsletterView>(`/api/newsletters/${id}`),
    enabled: id !== null,
  });
}
