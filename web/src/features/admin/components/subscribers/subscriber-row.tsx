import type { SubscriberListItem, SubscriberStatus } from '@api/shared/contracts/admin';
import type { BadgeColor } from '@api/shared/domain/badge-colors';
import { Badge } from '../../../../components/ui/badge';
import { toast } from '../../../../components/ui/toast-store';
import { errorMessage } from '../../../../lib/api-error';
import {
  subscriberExportUrl,
  useEraseSubscriber,
  useResendConfirmationTo,
  useUnsubscribeSubscriber,
} from '../../api/subscribers';

const STATUS_COLOR: Record<SubscriberStatus, BadgeColor> = {
  active: 'green',
  pending: 'yellow',
  unsubscribed: 'grey',
  bounced: 'orange',
};

const action =
  'rounded-sm border border-zinc-600 px-2 py-1 text-[11px] font-black uppercase tracking-wider text-zinc-100 hover:border-yellow-400 hover:text-yellow-300 focus-visible:outline-2 focus-visible:outline-yellow-400 disabled:opacity-50';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

function consentLine(subscriber: SubscriberListItem): string {
  const consent = subscriber.newsletterConsent;
  if (!consent) return 'No consent on record';
  const how = consent.form.replace(/-/g, ' ');
  return `${consent.granted ? 'Consent given' : 'Consent withdrawn'} ${day(consent.recordedAt)} (${how})`;
}

export function SubscriberRow({ subscriber }: { subscriber: SubscriberListItem }) {
  const initials = `${subscriber.firstName.charAt(0)}${subscriber.lastName.charAt(0)}`.toUpperCase();
  const showPhone = subscriber.creditProgramParticipation && subscriber.phoneNumber;
  const unsubscribe = useUnsubscribeSubscriber();
  const resend = useResendConfirmationTo();
  const erase = useEraseSubscriber();
  const name = `${subscriber.firstName} ${subscriber.lastName}`;
  const report = (done: string) => ({
    onSuccess: () => toast({ title: done }),
    onError: (error: Error) =>
      toast({ title: 'Error', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3" data-testid="subscriber-row">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-yellow-400 font-black text-black"
      >
        {initials}
      </span>
      {/* At least 12rem wide: on a phone the badge and date move to their own line instead of squeezing the name. */}
      <div className="min-w-0 flex-1 basis-48">
        <p className="break-words font-bold text-white">{name}</p>
        <p className="break-all text-sm text-zinc-300">{subscriber.email}</p>
        {showPhone && <p className="text-sm text-zinc-300">{subscriber.phoneNumber}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 pl-14 md:pl-0">
        <Badge color={subscriber.creditProgramParticipation ? 'green' : 'grey'}>
          Credit Program: {subscriber.creditProgramParticipation ? 'Yes' : 'No'}
        </Badge>
        <p className="text-xs text-zinc-300">Subscribed {day(subscriber.subscribedAt)}</p>
      </div>
      <div className="flex w-full flex-wrap items-center gap-2 pl-14">
        <Badge color={STATUS_COLOR[subscriber.status]}>{subscriber.status}</Badge>
        <span className="text-xs text-zinc-400">
          {subscriber.confirmedAt ? `Confirmed ${day(subscriber.confirmedAt)} · ` : ''}
          {consentLine(subscriber)}
        </span>
        <span className="ml-auto flex flex-wrap gap-2">
          {subscriber.status === 'pending' && (
            <button
              type="button"
              className={action}
              disabled={resend.isPending}
              onClick={() => resend.mutate(subscriber.id, report(`Confirmation email queued for ${subscriber.email}`))}
            >
              Resend confirmation
            </button>
          )}
          {(subscriber.status === 'pending' || subscriber.status === 'active') && (
            <button
              type="button"
              className={action}
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(subscriber.id, report(`${subscriber.email} unsubscribed`))}
            >
              Unsubscribe
            </button>
          )}
          <a className={action} href={subscriberExportUrl(subscriber.id)} download={`subscriber-${subscriber.id}.json`}>
            Export JSON
          </a>
          <button
            type="button"
            className={`${action} hover:border-red-400 hover:text-red-300`}
            disabled={erase.isPending}
            onClick={() => {
              if (
                window.confirm(
                  `Erase ${name} (${subscriber.email}) and every record about them? This cannot be undone.`,
                )
              ) {
                erase.mutate(subscriber.id, report(`${subscriber.email} erased`));
              }
            }}
          >
            Erase
          </button>
        </span>
      </div>
    </li>
  );
}
