import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { NewsletterView } from '@api/shared/contracts/admin';
import type { NewsletterRecipients, NewsletterSegment } from '@api/shared/contracts/newsletters';
import { countOf } from '@api/shared/domain/plural';
import { primaryButton, secondaryButton } from '../../../../components/ui/styles';
import { toast } from '../../../../components/ui/toast-store';
import { errorMessage } from '../../../../lib/api-error';
import {
  newsletterAdminKeys,
  useCancelSend,
  useDeliveryStats,
  useRetryFailed,
  useSendNewsletter,
} from '../../api/newsletters';
import { DeliveryProgress } from './delivery-progress';
import { SendConfirmDialog } from './send-confirm-dialog';

type CreditChoice = 'all' | 'yes' | 'no';

const field = 'rounded-sm border border-zinc-600 bg-zinc-900 px-3 py-2 text-white';

const fail = (error: unknown, fallback: string) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

/** A send that has started gets one of these: the action runs, then a toast says what came of it. */
function FollowUpButton<Answer>({
  action,
  onDone,
  failure,
  children,
}: {
  action: {
    isPending: boolean;
    mutate: (
      variables: undefined,
      options: { onSuccess: (answer: Answer) => void; onError: (error: unknown) => void },
    ) => void;
  };
  onDone: (answer: Answer) => void;
  /** Said when the server gave no reason. */
  failure: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={secondaryButton}
      disabled={action.isPending}
      onClick={() => action.mutate(undefined, { onSuccess: onDone, onError: (error) => fail(error, failure) })}
    >
      {children}
    </button>
  );
}

/** Who gets it and when; then the live progress, cancel while scheduled, and retry of failed deliveries. */
export function SendPanel({ newsletter }: { newsletter: NewsletterView }) {
  const stats = useDeliveryStats(newsletter.id);
  const send = useSendNewsletter(newsletter.id);
  const cancel = useCancelSend(newsletter.id);
  const retry = useRetryFailed(newsletter.id);
  const [credit, setCredit] = useState<CreditChoice>('all');
  const [interests, setInterests] = useState('');
  const [when, setWhen] = useState('');
  const [confirming, setConfirming] = useState<{ segment: NewsletterSegment; scheduledAt?: string } | null>(null);
  const status = stats.data?.status ?? newsletter.status;
  const busy = status === 'scheduled' || status === 'sending';
  const queryClient = useQueryClient();

  // The list beside the editor shows each newsletter's status: keep it in step as a send moves on.
  useEffect(() => {
    if (stats.data && stats.data.status !== newsletter.status) {
      void queryClient.invalidateQueries({ queryKey: newsletterAdminKeys.list });
    }
  }, [stats.data, newsletter.status, queryClient]);

  /** The segment and time the form holds now; the dialog counts and confirms exactly these. */
  const chosen = (): { segment: NewsletterSegment; scheduledAt?: string } => {
    const segment: NewsletterSegment = {};
    if (credit !== 'all') segment.creditProgram = credit === 'yes';
    const wanted = interests
      .split(',')
      .map((interest) => interest.trim())
      .filter(Boolean);
    if (wanted.length) segment.interests = wanted;
    return { segment, scheduledAt: when ? new Date(when).toISOString() : undefined };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(chosen());
  };

  const confirm = (recipients: NewsletterRecipients) => {
    if (!confirming) return;
    const { scheduledAt } = confirming;
    send.mutate(
      {
        segment: recipients.segment,
        scheduledAt,
        ...(recipients.confirmationRequired ? { confirmCount: recipients.count } : {}),
      },
      {
        onSuccess: (answer) => {
          setConfirming(null);
          toast({
            title: scheduledAt ? 'Send scheduled' : 'Sending',
            description: `${countOf(answer.recipients, 'recipient')}${
              scheduledAt ? ` on ${new Date(answer.scheduledAt).toLocaleString('en-US')}` : ''
            }.`,
          });
        },
        onError: (error) => fail(error, 'Could not start the send.'),
      },
    );
  };

  return (
    <section aria-labelledby="send-title" className="space-y-4 rounded-sm border border-zinc-700 bg-zinc-950 p-4">
      <h2 id="send-title" className="font-display text-xl font-black uppercase text-white">
        Send
      </h2>
      {stats.data && <DeliveryProgress stats={stats.data} />}
      {status === 'scheduled' && newsletter.scheduledAt && (
        <p className="text-sm text-zinc-300">Goes out {new Date(newsletter.scheduledAt).toLocaleString('en-US')}.</p>
      )}
      <div className="flex flex-wrap gap-2">
        {status === 'scheduled' && (
          <FollowUpButton
            action={cancel}
            onDone={() => toast({ title: 'Send cancelled', description: 'Nothing was sent.' })}
            failure="Could not cancel the send."
          >
            Cancel send
          </FollowUpButton>
        )}
        {(stats.data?.failed ?? 0) > 0 && !busy && (
          <FollowUpButton
            action={retry}
            onDone={(answer) => toast({ title: 'Retrying', description: `${answer.recipients} failed emails.` })}
            failure="Could not retry."
          >
            Retry failed
          </FollowUpButton>
        )}
      </div>
      {!busy && (
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label="Send to subscribers">
          <label className="flex flex-col gap-1 text-sm font-bold text-zinc-100">
            Credit program
            <select
              value={credit}
              onChange={(event) => setCredit(event.target.value as CreditChoice)}
              className={field}
            >
              <option value="all">Everyone</option>
              <option value="yes">Participants only</option>
              <option value="no">Non-participants only</option>
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-bold text-zinc-100">
            Interests (any of, comma-separated)
            <input value={interests} onChange={(event) => setInterests(event.target.value)} className={field} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-bold text-zinc-100">
            Schedule for (leave empty to send now)
            <input
              type="datetime-local"
              value={when}
              onChange={(event) => setWhen(event.target.value)}
              className={field}
            />
          </label>
          <div className="flex items-end">
            <button type="submit" className={primaryButton} disabled={send.isPending}>
              {when ? 'Schedule send…' : status === 'sent' ? 'Send to new subscribers…' : 'Send…'}
            </button>
          </div>
        </form>
      )}
      {confirming && (
        <SendConfirmDialog
          open
          newsletterId={newsletter.id}
          title={newsletter.title}
          segment={confirming.segment}
          scheduledAt={confirming.scheduledAt}
          pending={send.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={confirm}
        />
      )}
    </section>
  );
}
