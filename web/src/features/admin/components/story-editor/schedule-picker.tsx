import { useState } from 'react';
import { formatZonedTime } from '@api/shared/domain/time-zones';
import { primaryButton, secondaryButton } from '../../../../components/ui/styles';
import { localInputToIso } from '../dashboard/form-values';
import { editorInput } from './editor-field';

/** The admin's own zone, as the browser names it ('Europe/Berlin'). */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** 'Sat, Nov 28, 2026, 8:00 PM CET': a datetime-local value on the admin's clock, with the zone's short name. */
function scheduledTimeLabel(localInput: string): string {
  const iso = localInputToIso(localInput);
  return iso ? formatZonedTime(iso, browserTimeZone()) : '';
}

/**
 * When something goes out: now, or at a time on the admin's clock (the zone
 * named beside it). A scheduled one says when, and can be taken back to a draft.
 * `onPublish` receives null for now, else the datetime-local value chosen.
 */
export function SchedulePicker({
  idPrefix,
  scheduledFor,
  busy,
  onPublish,
  onUnschedule,
}: {
  idPrefix: string;
  /** The saved schedule (a datetime-local value on this browser's clock); null when none. */
  scheduledFor: string | null;
  busy: boolean;
  onPublish: (at: string | null) => void;
  onUnschedule: () => void;
}) {
  const [mode, setMode] = useState<'now' | 'later'>(scheduledFor ? 'later' : 'now');
  const [at, setAt] = useState(scheduledFor ?? '');
  const [refused, setRefused] = useState<string | null>(null);
  const zone = browserTimeZone();

  const submit = () => {
    if (mode === 'now') return onPublish(null);
    const iso = localInputToIso(at);
    if (!iso) return setRefused('Choose the date and time to publish at.');
    if (new Date(iso).getTime() <= Date.now()) return setRefused('That time has passed: choose a time to come.');
    setRefused(null);
    onPublish(at);
  };

  return (
    <fieldset className="space-y-3 rounded-sm border border-zinc-800 p-3" data-testid="schedule-picker">
      <legend className="px-1 text-xs font-black uppercase tracking-wider text-zinc-300">Publishing</legend>
      {scheduledFor && (
        <div className="space-y-2 rounded-sm border border-yellow-400/60 p-2 text-sm text-yellow-100" role="status">
          <p>
            Scheduled for <strong data-testid="scheduled-for">{scheduledTimeLabel(scheduledFor)}</strong>
          </p>
          <button type="button" className={`${secondaryButton} !py-1 text-xs`} disabled={busy} onClick={onUnschedule}>
            Unschedule (back to draft)
          </button>
        </div>
      )}
      <div role="radiogroup" aria-label="When" className="flex flex-wrap gap-4 text-sm text-white">
        <label className="flex items-center gap-2">
          <input type="radio" name={`${idPrefix}-when`} checked={mode === 'now'} onChange={() => setMode('now')} />
          Publish now
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name={`${idPrefix}-when`} checked={mode === 'later'} onChange={() => setMode('later')} />
          Schedule
        </label>
      </div>
      {mode === 'later' && (
        <div className="space-y-1">
          <label htmlFor={`${idPrefix}-publish-at`} className="block text-xs font-bold text-zinc-300">
            Publish at ({zone.replace(/_/g, ' ')} time)
          </label>
          <input
            id={`${idPrefix}-publish-at`}
            type="datetime-local"
            value={at}
            onChange={(event) => setAt(event.target.value)}
            className={editorInput}
            aria-invalid={refused !== null}
          />
        </div>
      )}
      {refused && (
        <p role="alert" className="text-sm text-red-300">
          {refused}
        </p>
      )}
      <button type="button" className={primaryButton} disabled={busy} onClick={submit}>
        {mode === 'now' ? 'Publish now' : scheduledFor ? 'Change the time' : 'Schedule'}
      </button>
    </fieldset>
  );
}
