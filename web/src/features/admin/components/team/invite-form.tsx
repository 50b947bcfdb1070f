import { useState, type FormEvent } from 'react';
import { DESK_ROLES, type DeskRole } from '@api/shared/domain/desk-roles';
import { primaryButton } from '../../../../components/ui/styles';
import { errorMessage } from '../../../../lib/api-error';
import { useInviteMember } from '../../api/team';
import { LabelledInput, LabelledSelect } from '../labelled-field';
import { DeskPanel } from '../desk-panel';
import { OptionList } from '../../../../components/ui/option-list';

/** Invites an address with a role; the worker emails it a link to set a password. */
export function InviteForm() {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [role, setRole] = useState<DeskRole>('author');
  const [notice, setNotice] = useState<{ kind: 'ok' | 'problem'; text: string } | null>(null);
  const invite = useInviteMember();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server decides what an address is; this only catches an obvious slip before the round trip.
    const [local, domain = ''] = email.trim().split('@');
    if (!local || !domain.includes('.') || /\s/.test(email.trim())) {
      setNotice({ kind: 'problem', text: 'Please enter a valid email address.' });
      return;
    }
    invite.mutate(
      { email: email.trim(), role, ...(firstName.trim() ? { firstName: firstName.trim() } : {}) },
      {
        onSuccess: (member) => {
          setNotice({ kind: 'ok', text: `Invitation sent to ${member.email}.` });
          setEmail('');
          setFirstName('');
        },
        onError: (error) => setNotice({ kind: 'problem', text: errorMessage(error, 'The invitation was not sent.') }),
      },
    );
  };

  return (
    <DeskPanel id="invite-member" title="Invite a member">
      <form
        onSubmit={submit}
        noValidate
        className="mt-3 grid gap-3 md:grid-cols-[minmax(0,1fr)_12rem_10rem_auto] md:items-end"
      >
        <LabelledInput label="Email" type="email" name="email" value={email} onValue={setEmail} autoComplete="off" />
        <LabelledInput label="First name (optional)" name="firstName" value={firstName} onValue={setFirstName} />
        <LabelledSelect
          label="Role"
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value as DeskRole)}
        >
          <OptionList values={DESK_ROLES} />
        </LabelledSelect>
        <button type="submit" className={primaryButton} disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send invitation'}
        </button>
      </form>
      {notice && (
        <p
          role={notice.kind === 'problem' ? 'alert' : 'status'}
          className={`mt-3 text-sm ${notice.kind === 'problem' ? 'text-red-200' : 'text-green-200'}`}
        >
          {notice.text}
        </p>
      )}
    </DeskPanel>
  );
}
