import type { ReleaseView } from '@api/shared/contracts/content';
import { QUERY_KEYS } from '@api/shared/contracts/query-keys';
import { useFeed } from '../../../lib/use-feed';

/** Every release, newest first, page by page; narrowed to one type. */
export function useReleaseFeed(type: string | null) {
  return useFeed<ReleaseView>(QUERY_KEYS.releaseFeed(type), `/api/releases${type ? `?type=${type}` : ''}`);
}
