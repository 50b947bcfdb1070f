import { useId, useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced';
import { useArtistSearch } from '../api/subscriber-preferences';

export interface PickedArtist {
  artistId: number;
  name: string;
}

/** Search as you type, add an artist with one press, remove one from the chosen list. */
export function ArtistPicker({
  picked,
  onChange,
}: {
  picked: PickedArtist[];
  onChange: (next: PickedArtist[]) => void;
}) {
  const [words, setWords] = useState('');
  const settled = useDebounced(words, 250);
  const search = useArtistSearch(settled);
  const inputId = useId();
  const chosen = new Set(picked.map((artist) => artist.artistId));
  const matches = (search.data ?? []).filter((artist) => !chosen.has(artist.artistId));

  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-bold text-white">
        Find an artist
      </label>
      <input
        id={inputId}
        type="search"
        value={words}
        onChange={(event) => setWords(event.target.value)}
        placeholder="Type a name"
        autoComplete="off"
        className="mt-2 w-full rounded-sm border border-zinc-600 bg-zinc-900 px-3 py-2 text-white placeholder:text-zinc-400 focus-visible:outline-2 focus-visible:outline-yellow-400"
      />
      {settled.trim() !== '' && (
        <ul aria-label="Matching artists" className="mt-2 space-y-1" aria-live="polite">
          {search.isPending ? (
            <li className="text-sm text-zinc-400">Searching…</li>
          ) : matches.length === 0 ? (
            <li className="text-sm text-zinc-400">No other artist matches “{settled.trim()}”.</li>
          ) : (
            matches.map((artist) => (
              <li key={artist.artistId}>
                <button
                  type="button"
                  onClick={() => onChange([...picked, artist])}
                  className="w-full rounded-sm border border-zinc-700 px-3 py-2 text-left text-sm font-bold text-white hover:border-yellow-400 focus-visible:outline-2 focus-visible:outline-yellow-400"
                >
                  + Follow {artist.name}
                </button>
              </li>
            ))
          )}
        </ul>
      )}
      <h3 className="mt-4 text-xs font-black uppercase tracking-[0.25em] text-yellow-300">You follow</h3>
      {picked.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-300">No artists yet: search above to add some.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {picked.map((artist) => (
            <li key={artist.artistId}>
              <button
                type="button"
                onClick={() => onChange(picked.filter((other) => other.artistId !== artist.artistId))}
                className="rounded-full border border-yellow-400 bg-zinc-900 px-3 py-1 text-sm font-bold text-white hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-yellow-400"
              >
                {artist.name} <span aria-hidden="true">×</span>
                <span className="sr-only">(unfollow)</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
