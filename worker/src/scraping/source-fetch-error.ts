/** A source's fetch failed; `status` is the HTTP status when the server answered at all, for the source's health. */
export class SourceFetchError extends Error {
  constructor(
    reason: string,
    readonly status: number | null,
  ) {
    super(reason);
  }
}

/** The HTTP status an error carries, or null. */
export function statusOf(error: unknown): number | null {
  return error instanceof SourceFetchError ? error.status : null;
}
