import { errorStatus } from './api-error';
import { parseId } from './parse-id';

/** What a detail page needs of its record's read. */
interface RecordRead<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * The record a detail page's address names (`/artists/:id`): `loading` while
 * it is read, then the record, or none when the id is malformed (nothing is
 * asked), unknown or the read failed; the page then says it was not found.
 * `failed` tells a read that failed for another reason than a 404 (the network,
 * the server), for a page that says so rather than 'not found'.
 */
export function useRouteRecord<T>(id: string | undefined, useRecord: (id: number | null) => RecordRead<T>) {
  const recordId = parseId(id);
  const { data, isPending, isError, error } = useRecord(recordId);
  const loading = recordId !== null && isPending;
  const failed = isError && errorStatus(error) !== 404;
  return { loading, failed, record: !loading && !isError ? data : undefined };
}
