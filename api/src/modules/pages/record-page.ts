import { parsePageId } from '../../shared/domain/page-id';
import { missingPage, missingRecord, type LoadedPage, type PageLoader, type PageRequest } from './page-load';

interface RecordPage {
  /** How the 404 names the record: 'Article'. */
  what: string;
  queryKey: (id: number) => readonly unknown[];
  /** The head of the 404 page; `path` is given the address's id as written. */
  notFound: { title: string; description: string; path: (rawId: string | undefined) => string };
  /** The page of the record with this id, or null when there is none. */
  found: (id: number, request: PageRequest) => Promise<Omit<LoadedPage, 'status'> | null>;
}

/**
 * The loader of a page whose address names one record by id (/article/:id):
 * an id that is not one, or names no record, is the 404 page, whose query
 * tells the screen which record was not found.
 */
export function recordPageLoader(page: RecordPage): PageLoader {
  return async (request) => {
    const rawId = request.params.id;
    const id = parsePageId(rawId);
    const found = id === null ? null : await page.found(id, request);
    if (found) return { status: 200, ...found };
    const { title, description, path } = page.notFound;
    return missingPage(title, description, path(rawId), missingRecord(id, page.queryKey, page.what));
  };
}
