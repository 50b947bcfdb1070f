import { errorMessage } from '../../../lib/api-error';

/** Why an email link's action did not happen: the server said no, or the link lost its token on the way. */
export function LinkFailure({ token, error }: { token: string; error: unknown }) {
  return (
    <p role="alert" className="font-bold text-red-300">
      {token || error
        ? errorMessage(error, 'Something went wrong. Please try again.')
        : 'This link is incomplete: open the whole link from the email.'}
    </p>
  );
}
