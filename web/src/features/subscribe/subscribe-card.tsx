import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import {
  checkSubscribeForm,
  SUBSCRIBE_FORM_MESSAGES,
  subscribedDescription,
  type SubscribeFormValues,
} from '@api/shared/domain/subscription-form';
import { toast } from '../../components/ui/toast-store';
import { ghostButton, primaryButton } from '../../components/ui/styles';
import { errorMessage, errorStatus } from '../../lib/api-error';
import { CONSENT_WORDING } from '@api/shared/domain/consent-wording';
import { useSubscribe } from './api/subscribe';

// Shown only after a sign-up, so it stays out of the home page's first load.
const CheckInboxNote = lazy(() =>
  import('./components/check-inbox-note').then((module) => ({ default: module.CheckInboxNote })),
);

export const CONFIRMATION_ON_ITS_WAY =
  'A confirmation email is on its way: click the link in it to start the newsletter.';

const EMPTY: SubscribeFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  creditProgramParticipation: null,
  phoneNumber: '',
};
export const SUBSCRIBE_FAILED_FALLBACK = 'Something went wrong. Please try again.';
/** A 503 means the server is briefly down, not that the form is wrong: say so when it gave no message. */
export const SUBSCRIBE_UNAVAILABLE_FALLBACK =
  'We could not save your subscription just now. Please try again in a moment.';

const input =
  'mt-1 w-full rounded-sm border border-zinc-600 bg-black px-3 py-2 text-white placeholder:text-zinc-400 focus:border-yellow-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-yellow-400';
const label = 'text-xs font-black uppercase tracking-wider text-zinc-200';

/** The free-subscribe form (spec sections 4, 5 and 8): collapsed button, form, toasts. */
export function SubscribeCard() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<SubscribeFormValues>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  /** The address of the last accepted sign-up: the card says where its email went. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const subscribe = useSubscribe();
  const ids = useId();

  const set = <K extends keyof SubscribeFormValues>(key: K, value: SubscribeFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const close = () => {
    setOpen(false);
    setValues(EMPTY);
    setHoneypot('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkSubscribeForm(values);
    if (!check.ok) {
      toast({ title: SUBSCRIBE_FORM_MESSAGES.missingTitle, description: check.message, variant: 'destructive' });
      return;
    }
    subscribe.mutate(honeypot ? { ...check.payload, website: honeypot } : check.payload, {
      onSuccess: () => {
        toast({
          title: 'Successfully subscribed!',
          description: `${subscribedDescription(check.payload.creditProgramParticipation)} ${CONFIRMATION_ON_ITS_WAY}`,
        });
        setSentTo(check.payload.email);
        close();
      },
      onError: (error) => {
        toast({
          title: 'Subscription failed',
          description: errorMessage(
            error,
            errorStatus(error) === 503 ? SUBSCRIBE_UNAVAILABLE_FALLBACK : SUBSCRIBE_FAILED_FALLBACK,
          ),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <aside aria-labelledby={`${ids}-title`} className="h-fit rounded-sm border-2 border-yellow-400 bg-zinc-950 p-6">
      <p className="text-xs font-black uppercase tracking-[0.3em] text-yellow-300">Free newsletter</p>
      <h3 id={`${ids}-title`} className="mt-2 font-display text-3xl font-black uppercase leading-none text-white">
        Stay in the Cypher
      </h3>
      <p className="mt-3 text-sm text-zinc-300">
        The week's biggest stories, the spotlight and fresh drops. Free, every week.
      </p>

      {sentTo && !open && (
        <Suspense fallback={null}>
          <CheckInboxNote key={sentTo} email={sentTo} />
        </Suspense>
      )}
      {!open ? (
        <button
          type="button"
          className={`${primaryButton} mt-5 w-full`}
          onClick={() => {
            setSentTo(null);
            setOpen(true);
          }}
        >
          Subscribe for Free
        </button>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4" aria-label="Subscribe to the newsletter">
          <div className="grid grid-cols-2 gap-3">
            <label className={label}>
              First Name
              <input
                className={input}
                autoComplete="given-name"
                value={values.firstName}
                onChange={(e) => set('firstName', e.target.value)}
              />
            </label>
            <label className={label}>
              Last Name
              <input
                className={input}
                autoComplete="family-name"
                value={values.lastName}
                onChange={(e) => set('lastName', e.target.value)}
              />
            </label>
          </div>
          <label className={`${label} block`}>
            Email
            <input
              className={input}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
            />
          </label>
          <fieldset aria-describedby={`${ids}-credit-help`}>
            <legend className={label}>Join our free credit program?</legend>
            <p id={`${ids}-credit-help`} className="mt-1 text-xs text-zinc-400">
              Free. Yes only lets us call you about it.{' '}
              <Link href="/terms#credit-program" className="font-bold text-yellow-300 underline">
                What it is
              </Link>
            </p>
            <div className="mt-2 flex gap-4">
              {[
                { text: 'Yes', value: true },
                { text: 'No', value: false },
              ].map((option) => (
                <label
                  key={option.text}
                  className="flex cursor-pointer items-center gap-2 text-sm font-bold text-zinc-100"
                >
                  <input
                    type="radio"
                    name={`${ids}-credit`}
                    className="h-4 w-4 accent-yellow-400"
                    checked={values.creditProgramParticipation === option.value}
                    onChange={() => set('creditProgramParticipation', option.value)}
                  />
                  {option.text}
                </label>
              ))}
            </div>
          </fieldset>
          {values.creditProgramParticipation === true && (
            <div>
              <label className={`${label} block`}>
                Phone Number
                <input
                  className={input}
                  type="tel"
                  autoComplete="tel"
                  value={values.phoneNumber}
                  onChange={(e) => set('phoneNumber', e.target.value)}
                  aria-describedby={`${ids}-phone-consent`}
                />
              </label>
              <p id={`${ids}-phone-consent`} className="mt-1 text-xs text-zinc-400">
                {CONSENT_WORDING.phone_contact.text}
              </p>
            </div>
          )}
          {/* Hidden from people (and from screen readers and the tab order): only bots fill it. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              Website
              <input
                tabIndex={-1}
                autoComplete="off"
                name="website"
                value={honeypot}
                onChange={(e) => setHoneypot(e.target.value)}
              />
            </label>
          </div>
          <p className="text-xs text-zinc-400">{CONSENT_WORDING.newsletter.text}</p>
          <div className="flex gap-3">
            <button type="submit" className={`${primaryButton} flex-1`} disabled={subscribe.isPending}>
              {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
            </button>
            <button type="button" className={ghostButton} onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </aside>
  );
}
