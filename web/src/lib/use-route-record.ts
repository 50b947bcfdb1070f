import { parseId } from './parse-id';

/** What a detail page needs of its record's read. */
interface RecordRead<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * The record a detail page's address names (`/artists/:id`): `loading` while
 * it is read, then the record, or none when the id is malformed (nothing is
 * asked), unknown or the read failed; the page then says it was not found.
 */
export function useRouteRecord<T>(id: string | undefined, useRecord: (id: number | null) => RecordRead<T>) {
  const recordId = parseId(id);
  const { data, isPending, isError } = useRecord(recordId);
  const loading = recordId !== null && isPending;
  return { loading, record: !loading && !isError ? data : undefined };
}
