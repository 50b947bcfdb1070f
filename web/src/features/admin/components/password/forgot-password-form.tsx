import { useState, type FormEvent } from 'react';
import { ghostButton, secondaryButton } from '../../../../components/ui/styles';
import { errorMessage } from '../../../../lib/api-error';
import { requestPasswordReset } from '../../api/password-links';
import { LabelledInput } from '../labelled-field';

/** 'Forgot password?' under the login form: asks for a reset link; the answer is the same for every address. */
export function ForgotPasswordForm() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    requestPasswordReset(email.trim()).then(
      (notice) => setAnswer({ ok: true, text: notice.message }),
      (error) => setAnswer({ ok: false, text: errorMessage(error, 'The request could not be sent.') }),
    );
  };

  if (!open) {
    return (
      <button type="button" className={`${ghostButton} mt-3 !px-0 text-sm`} onClick={() => setOpen(true)}>
        Forgot password?
      </button>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-2 border-t border-zinc-800 pt-4">
      <LabelledInput label="Your email address" type="email" name="reset-email" value={email} onValue={setEmail} />
      <button type="submit" className={`${secondaryButton} w-full`}>
        Email me a reset link
      </button>
      {answer && (
        <p role={answer.ok ? 'status' : 'alert'} className={`text-sm ${answer.ok ? 'text-green-100' : 'text-red-100'}`}>
          {answer.text}
        </p>
      )}
    </form>
  );
}
