import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { primaryButton, textLink } from '../../../../components/ui/styles';
import { PASSWORD_TOO_LONG, passwordFitsBcrypt } from '@api/shared/domain/password-bytes';
import { errorMessage } from '../../../../lib/api-error';
import { useDocumentHead } from '../../../../lib/document-head';
import { setPasswordWithLink } from '../../api/password-links';
import { AdminFrame } from '../workspace/admin-workspace';
import { LabelledInput, NEW_PASSWORD } from '../labelled-field';

const MIN_LENGTH = 8;

/**
 * /admin/set-password?token=…: where an invitation or a reset email leads. The
 * server checks the link (used, expired, unknown) when the form is sent.
 */
export default function SetPasswordPage() {
  useDocumentHead('Set your password', 'Choose a password for The Cypher editorial desk.');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' | 'problem'; text?: string }>({
    kind: 'idle',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_LENGTH) {
      return setState({ kind: 'problem', text: `Password must be at least ${MIN_LENGTH} characters` });
    }
    if (!passwordFitsBcrypt(password)) return setState({ kind: 'problem', text: PASSWORD_TOO_LONG });
    if (password !== repeat) return setState({ kind: 'problem', text: 'The two passwords differ.' });
    setState({ kind: 'sending' });
    setPasswordWithLink(token, password).then(
      (answer) => setState({ kind: 'done', text: answer.message }),
      (error) => setState({ kind: 'problem', text: errorMessage(error, 'The password could not be set.') }),
    );
  };

  return (
    <AdminFrame>
      <div className="px-4 py-12">
        <section
          aria-labelledby="set-password-title"
          className="mx-auto w-full max-w-md rounded-sm border-2 border-yellow-400 bg-zinc-950 p-6"
        >
          <h2 id="set-password-title" className="font-display text-2xl font-black uppercase text-white">
            Set your password
          </h2>
          {!token ? (
            <p role="alert" className="mt-3 text-sm text-red-100">
              This link is incomplete: open the whole link from the email.
            </p>
          ) : state.kind === 'done' ? (
            <div role="status" className="mt-3 space-y-3 text-sm text-green-100">
              <p>{state.text}</p>
              <Link href="/admin?login=1" className={`${textLink} font-bold text-yellow-300`}>
                Sign in
              </Link>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="mt-4 space-y-3">
              <LabelledInput
                label="New password"
                name="password"
                {...NEW_PASSWORD}
                value={password}
                onValue={setPassword}
              />
              <LabelledInput label="Repeat it" name="repeat" {...NEW_PASSWORD} value={repeat} onValue={setRepeat} />
              {state.kind === 'problem' && (
                <p role="alert" className="rounded-sm border border-red-500 bg-red-950 px-3 py-2 text-sm text-red-50">
                  {state.text}
                </p>
              )}
              <button type="submit" className={`${primaryButton} w-full`} disabled={state.kind === 'sending'}>
                {state.kind === 'sending' ? 'Saving...' : 'Set password'}
              </button>
            </form>
          )}
        </section>
      </div>
    </AdminFrame>
  );
}
