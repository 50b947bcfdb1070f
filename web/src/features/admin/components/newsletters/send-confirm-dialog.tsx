import { useId, useState } from 'react';
import type { NewsletterRecipients, NewsletterSegment } from '@api/shared/contracts/newsletters';
import { countOf } from '@api/shared/domain/plural';
import { primaryButton, secondaryButton } from '../../../../components/ui/styles';
import { errorMessage } from '../../../../lib/api-error';
import { useSendRecipients } from '../../api/newsletters';
import { Modal } from '../modal';

/** Who the segment is, in words: 'Everyone', 'Credit program participants interested in drill or grime'. */
export function describeSegment(segment: NewsletterSegment): string {
  const who =
    segment.creditProgram === true
      ? 'Credit program participants'
      : segment.creditProgram === false
        ? 'Subscribers outside the credit program'
        : 'All active subscribers';
  const interests = segment.interests?.length ? ` interested in ${segment.interests.join(' or ')}` : '';
  return `${who}${interests}`;
}

/** The count typed as digits, with or without thousands separators. */
function typedCount(text: string): number | null {
  const digits = text.replace(/[\s,.]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

interface SendConfirmDialogProps {
  open: boolean;
  newsletterId: number;
  title: string;
  segment: NewsletterSegment;
  scheduledAt?: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (recipients: NewsletterRecipients) => void;
}

/**
 * The last step before a send: the segment and the exact number of recipients,
 * as the server counts them. A send to more than 1,000 asks for that number
 * (or the title) to be typed, and the server checks the number again.
 */
export function SendConfirmDialog(props: SendConfirmDialogProps) {
  const { open, newsletterId, title, segment, scheduledAt, pending, onCancel, onConfirm } = props;
  const recipients = useSendRecipients(newsletterId, segment, open);
  const [typed, setTyped] = useState('');
  const ids = useId();
  const close = () => {
    setTyped('');
    onCancel();
  };
  const when = scheduledAt ? `on ${new Date(scheduledAt).toLocaleString('en-US')}` : 'now';

  return (
    <Modal open={open} title={scheduledAt ? 'Schedule this send?' : 'Send this newsletter?'} onClose={close}>
      {recipients.isPending ? (
        <p role="status" className="text-zinc-300">
          Counting recipients...
        </p>
      ) : recipients.isError ? (
        <p role="alert" className="text-red-300">
          Could not count the recipients, so nothing was sent. {errorMessage(recipients.error, '')}
        </p>
      ) : (
        <ConfirmBody
          recipients={recipients.data}
          title={title}
          when={when}
          typed={typed}
          onTyped={setTyped}
          inputId={`${ids}-typed`}
        />
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={close}>
          Cancel
        </button>
        {recipients.data && (
          <button
            type="button"
            className={primaryButton}
            disabled={pending || recipients.data.count === 0 || !matches(recipients.data, title, typed)}
            onClick={() => onConfirm(recipients.data)}
          >
            {pending
              ? 'Sending...'
              : scheduledAt
                ? `Schedule for ${countOf(recipients.data.count, 'subscriber')}`
                : `Send to ${countOf(recipients.data.count, 'subscriber')}`}
          </button>
        )}
      </div>
    </Modal>
  );
}

function matches(recipients: NewsletterRecipients, title: string, typed: string): boolean {
  if (!recipients.confirmationRequired) return true;
  return typedCount(typed) === recipients.count || typed.trim() === title.trim();
}

function ConfirmBody({
  recipients,
  title,
  when,
  typed,
  onTyped,
  inputId,
}: {
  recipients: NewsletterRecipients;
  title: string;
  when: string;
  typed: string;
  onTyped: (text: string) => void;
  inputId: string;
}) {
  if (recipients.count === 0) {
    return (
      <p className="text-zinc-200">
        <strong>{describeSegment(recipients.segment)}</strong>: no active subscriber matches, so there is no one to send
        to.
      </p>
    );
  }
  return (
    <div className="space-y-4 text-zinc-200">
      <p>
        &ldquo;{title}&rdquo; goes {when} to{' '}
        <strong className="text-white">{countOf(recipients.count, 'subscriber')}</strong>:{' '}
        {describeSegment(recipients.segment)}.
      </p>
      <p className="text-sm text-zinc-400">
        Pending, unsubscribed and bounced addresses are not counted and get nothing.
      </p>
      {recipients.confirmationRequired && (
        <label htmlFor={inputId} className="block text-sm font-bold text-zinc-100">
          That is more than 1,000 people: type {recipients.count.toLocaleString('en-US')} (or the title) to confirm
          <input
            id={inputId}
            value={typed}
            onChange={(event) => onTyped(event.target.value)}
            autoComplete="off"
            className="mt-1 w-full rounded-sm border border-zinc-600 bg-zinc-900 px-3 py-2 text-white"
          />
        </label>
      )}
    </div>
  );
}
