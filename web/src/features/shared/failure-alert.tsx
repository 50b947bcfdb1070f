import { errorMessage } from '../../lib/api-error';

/**
 * Says why a request failed, once it has: the server's own words when it gave any, else
 * `fallback`. Announced at once, since the reader is waiting on the request.
 */
export function FailureAlert({
  request,
  fallback,
  className,
}: {
  request: { isError: boolean; error: unknown };
  fallback: string;
  /** The red words' size and spacing where the alert stands. */
  className?: string;
}) {
  if (!request.isError) return null;
  return (
    <p role="alert" className={className ? `${className} text-red-300` : 'text-red-300'}>
      {errorMessage(request.error, fallback)}
    </p>
  );
}
