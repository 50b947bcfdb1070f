import { useQuery } from '@tanstack/react-query';
import type { DigestClickThroughView, DigestCopyView, DigestPreviewView } from '@api/shared/contracts/personal-digest';
import { getJson } from '../../../lib/api-client';

export const personalDigestKeys = {
  preview: (id: number) => ['/api/admin/newsletters', id, 'personal-preview'] as const,
  clickThrough: (id: number) => ['/api/admin/newsletters', id, 'click-through'] as const,
  copy: (id: number, email: string) => ['/api/admin/newsletters', id, 'copies', email] as const,
};

/** The issue as three sample readers would get it; `personal: false` for a newsletter the same for everyone. */
export function usePersonalPreview(id: number) {
  return useQuery({
    queryKey: personalDigestKeys.preview(id),
    queryFn: () => getJson<DigestPreviewView>(`/api/admin/newsletters/${id}/personal-preview`, { fresh: true }),
  });
}

export function useClickThrough(id: number, enabled: boolean) {
  return useQuery({
    queryKey: personalDigestKeys.clickThrough(id),
    queryFn: () => getJson<DigestClickThroughView>(`/api/admin/newsletters/${id}/click-through`, { fresh: true }),
    enabled,
  });
}

/** A recipient's kept copy, looked up by address once the admin asks for it. */
export function useSentCopy(id: number, email: string | null) {
  return useQuery({
    queryKey: personalDigestKeys.copy(id, email ?? ''),
    queryFn: () =>
      getJson<DigestCopyView>(`/api/admin/newsletters/${id}/copies?email=${encodeURIComponent(email ?? '')}`, {
        fresh: true,
      }),
    enabled: email !== null,
    retry: false,
  });
}
