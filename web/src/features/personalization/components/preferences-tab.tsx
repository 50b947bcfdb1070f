import { useId, useState, type FormEvent } from 'react';
import {
  PREFERENCE_CATEGORIES,
  PREFERENCE_CONTENT_TYPES,
  PREFERENCE_TOPICS,
  READING_TIME_MAX,
  READING_TIME_MIN,
  type Preferences,
} from '@api/shared/contracts/personalization';
import { readingTimeLabel } from '@api/shared/domain/reading';
import { StatusSkeleton } from '../../../components/ui/status-skeleton';
import { primaryButton } from '../../../components/ui/styles';
import { toast } from '../../../components/ui/toast-store';
import { usePreferences, useSavePreferences } from '../api/preferences';
import { ChoiceGroup } from './choice-group';

/** The server's bounds, checked here only for the reader's comfort. */
const MAX_ARTISTS = 20;
const MAX_ARTIST_LENGTH = 100;

export function parseArtists(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of text.split(',')) {
    const name = part.trim().replace(/\s+/g, ' ').slice(0, MAX_ARTIST_LENGTH);
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names.slice(0, MAX_ARTISTS);
}

export function PreferencesTab({ sessionId }: { sessionId: string }) {
  const preferences = usePreferences(sessionId);
  if (preferences.isPending) {
    return (
      <StatusSkeleton
        label="Loading preferences"
        className="space-y-4"
        lines={['h-32 w-full', 'h-32 w-full', 'h-20 w-full']}
      />
    );
  }
  if (preferences.isError) {
    return (
      <p role="alert" className="text-red-300">
        {preferences.error.message}
      </p>
    );
  }
  return <PreferencesForm sessionId={sessionId} initial={preferences.data} />;
}

/** Loaded from the server, edited locally, then saved (spec section 4). */
function PreferencesForm({ sessionId, initial }: { sessionId: string; initial: Preferences }) {
  const [draft, setDraft] = useState<Preferences>(initial);
  const [artistsText, setArtistsText] = useState(initial.artists.join(', '));
  const save = useSavePreferences(sessionId);
  const sliderId = useId();
  const artistsId = useId();
  const artistsHintId = useId();

  const update = (change: Partial<Preferences>) => setDraft((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const artists = parseArtists(artistsText);
    setArtistsText(artists.join(', '));
    save.mutate(
      { ...draft, artists },
      {
        onSuccess: () =>
          toast({
            title: 'Preferences Saved',
            description: 'Your personalization settings have been updated successfully.',
          }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to save preferences. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-6" aria-label="Preferences">
      <ChoiceGroup
        legend="Categories"
        choices={PREFERENCE_CATEGORIES}
        selected={draft.categories}
        onChange={(categories) => update({ categories })}
      />
      <ChoiceGroup
        legend="Content Formats"
        choices={PREFERENCE_CONTENT_TYPES}
        selected={draft.contentTypes}
        onChange={(contentTypes) => update({ contentTypes })}
      />
      <ChoiceGroup
        legend="Topics"
        choices={PREFERENCE_TOPICS}
        selected={draft.topics}
        onChange={(topics) => update({ topics })}
      />

      <div className="rounded-sm border border-zinc-800 p-5">
        <label htmlFor={artistsId} className="font-display text-lg font-black uppercase tracking-wide text-white">
          Favorite Artists
        </label>
        <p id={artistsHintId} className="mt-1 text-sm text-zinc-300">
          Separate names with commas (up to {MAX_ARTISTS}).
        </p>
        <input
          id={artistsId}
          type="text"
          value={artistsText}
          onChange={(event) => setArtistsText(event.target.value)}
          aria-describedby={artistsHintId}
          maxLength={MAX_ARTISTS * (MAX_ARTIST_LENGTH + 2)}
          className="mt-3 w-full rounded-sm border border-zinc-700 bg-black px-3 py-2 text-zinc-100 focus-visible:outline-2 focus-visible:outline-yellow-400"
        />
      </div>

      <div className="rounded-sm border border-zinc-800 p-5">
        <label htmlFor={sliderId} className="font-display text-lg font-black uppercase tracking-wide text-white">
          Reading Time: {draft.readingTime} {draft.readingTime === 1 ? 'minute' : 'minutes'}
        </label>
        <input
          id={sliderId}
          type="range"
          min={READING_TIME_MIN}
          max={READING_TIME_MAX}
          step={1}
          value={draft.readingTime}
          onChange={(event) => update({ readingTime: Number(event.target.value) })}
          aria-valuetext={`${draft.readingTime} minutes, ${readingTimeLabel(draft.readingTime)}`}
          className="mt-4 w-full accent-yellow-400"
        />
        <div className="mt-2 flex justify-between text-xs font-bold uppercase tracking-wider text-zinc-300">
          <span>{READING_TIME_MIN} min</span>
          <span>{readingTimeLabel(draft.readingTime)}</span>
          <span>{READING_TIME_MAX} min</span>
        </div>
      </div>

      <button type="submit" disabled={save.isPending} className={primaryButton}>
        {save.isPending ? 'Saving...' : 'Save Preferences'}
      </button>
    </form>
  );
}
