import { errorMessage } from '../../lib/api-error';

/**
 * Why a request (a query or a mutation) failed, in red and read out as soon as
 * it shows: the server's own words when it gave some a reader can use, else
 * `fallback`. Nothing while the request has not failed. `className` adds the
 * spacing and type size of the place it stands in.
 */
export function FailureAlert({
  request,
  fallback,
  className,
}: {
  request: { isError: boolean; error: unknown };
  fallback: string;
  className?: string;
}) {
  if (!request.isError) return null;
  return (
    <p role="alert" className={className ? `${className} text-red-300` : 'text-red-300'}>
      {errorMessage(request.error, fallback)}
    </p>
  );
}
