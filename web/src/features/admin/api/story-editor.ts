import { useQuery } from '@tanstack/react-query';
import type { ArticleRevisionSummary, ArticleRevisionView } from '@api/shared/contracts/article-revisions';
import type { AdminArticleView, ArticleView } from '@api/shared/contracts/content';
import type { UploadView } from '@api/shared/contracts/uploads';
import { apiRequest, getJson } from '../../../lib/api-client';

/** The story editor's calls: the story as the admin reads it, its saves, its revisions and its pictures. */
export const storyKeys = {
  story: (id: number) => ['story-editor', id] as const,
  revisions: (id: number) => ['story-editor', id, 'revisions'] as const,
  revision: (id: number, revision: number) => ['story-editor', id, 'revisions', revision] as const,
};

export function useStory(id: number | null) {
  return useQuery({
    queryKey: storyKeys.story(id ?? 0),
    queryFn: () => getJson<AdminArticleView>(`/api/admin/articles/${id}`, { fresh: true }),
    enabled: id !== null,
  });
}

/** A new story (POST) or an edit of one made from `revision` (PATCH): the saved story either way. */
export function saveStory(id: number | null, payload: object, revision: number | null): Promise<ArticleView> {
  if (id === null) return apiRequest<ArticleView>('POST', '/api/articles', payload);
  return apiRequest<ArticleView>('PATCH', `/api/articles/${id}`, { ...payload, revision });
}

export function useRevisions(id: number | null, enabled: boolean) {
  return useQuery({
    queryKey: storyKeys.revisions(id ?? 0),
    queryFn: () => getJson<ArticleRevisionSummary[]>(`/api/admin/articles/${id}/revisions`, { fresh: true }),
    enabled: enabled && id !== null,
  });
}

export function useRevision(id: number | null, revision: number | null) {
  return useQuery({
    queryKey: storyKeys.revision(id ?? 0, revision ?? 0),
    queryFn: () => getJson<ArticleRevisionView>(`/api/admin/articles/${id}/revisions/${revision}`),
    enabled: id !== null && revision !== null,
  });
}

/** Sends a picture's bytes as they are; the server reads its type from them. */
export async function uploadPicture(file: Blob): Promise<UploadView> {
  const response = await fetch('/api/admin/uploads', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text || response.statusText}`);
  return JSON.parse(text) as UploadView;
}
