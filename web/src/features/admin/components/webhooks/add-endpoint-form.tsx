import { useState, type FormEvent } from 'react';
import {
  PERSONAL_WEBHOOK_EVENTS,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type CreatedWebhookEndpointView,
  type WebhookEventType,
} from '@api/shared/contracts/webhooks';
import { errorMessage } from '../../../../lib/api-error';
import { useAddWebhookEndpoint } from '../../api/webhooks';
import { DeskPanel } from '../desk-panel';
import { AddButton, FormProblem, WebAddressField, webAddressProblem } from '../address-form-parts';
import { SecretShownOnce } from './secret-shown-once';

/** The form's own checks, for comfort only: the server decides. */
function formProblem(url: string, events: WebhookEventType[]): string | null {
  return webAddressProblem(url, 'Endpoint URL') ?? (events.length === 0 ? 'Choose at least one event' : null);
}

export function AddEndpointForm() {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['story.published']);
  const [allowPersonalData, setAllowPersonalData] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWebhookEndpointView | null>(null);
  const add = useAddWebhookEndpoint();

  const toggle = (type: WebhookEventType) =>
    setEvents((chosen) => (chosen.includes(type) ? chosen.filter((one) => one !== type) : [...chosen, type]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = formProblem(url, events);
    setProblem(local);
    if (local) return;
    add.mutate(
      { url: url.trim(), events, allowPersonalData },
      {
        onSuccess: (endpoint) => {
          setCreated(endpoint);
          setUrl('');
        },
        onError: (error) => setProblem(errorMessage(error, 'The endpoint could not be added.')),
      },
    );
  };

  return (
    <DeskPanel id="add-endpoint" title="Add an endpoint">
      {created && <SecretShownOnce endpoint={created} onDone={() => setCreated(null)} />}
      <form onSubmit={submit} noValidate className="mt-3 space-y-4">
        <WebAddressField
          label="Endpoint URL"
          value={url}
          onValue={setUrl}
          placeholder="https://hooks.example.com/the-cypher"
          problemId={problem ? 'add-endpoint-problem' : undefined}
        />
        <fieldset>
          <legend className="text-sm text-zinc-200">Events</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm text-zinc-100">
                <input
                  type="checkbox"
                  name="events"
                  value={type}
                  checked={events.includes(type)}
                  onChange={() => toggle(type)}
                  className="h-4 w-4 accent-yellow-400"
                />
                {WEBHOOK_EVENT_LABELS[type]}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex items-start gap-2 text-sm text-zinc-100">
          <input
            type="checkbox"
            name="allowPersonalData"
            checked={allowPersonalData}
            onChange={(event) => setAllowPersonalData(event.target.checked)}
            className="mt-0.5 h-4 w-4 accent-yellow-400"
          />
          <span>
            Allow personal data: {PERSONAL_WEBHOOK_EVENTS.map((type) => WEBHOOK_EVENT_LABELS[type]).join(' and ')}{' '}
            events carry the subscriber&apos;s id and email address. Without it they only say that it happened.
          </span>
        </label>
        <AddButton pending={add.isPending}>Add endpoint</AddButton>
      </form>
      <FormProblem id="add-endpoint-problem" problem={problem} />
    </DeskPanel>
  );
}
