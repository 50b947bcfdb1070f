import { useState } from 'react';
import { Link } from 'wouter';
import type { ReleaseListingView, ReleaseView } from '@api/shared/contracts/content';
import { toast } from '../../../../components/ui/toast-store';
import { primaryButton, secondaryButton } from '../../../../components/ui/styles';
import { errorMessage } from '../../../../lib/api-error';
import { useDebounced } from '../../../../lib/use-debounced';
import { useMergeCandidates, useMergeRelease, useReleaseListings, useSplitListing } from '../../api/release-grouping';
import { EditorField, editorInput } from '../story-editor/editor-field';
import { releaseEditorPath } from './editor-paths';
import { releaseSourcesSummary } from './release-sources-summary';
import { FailureAlert } from '../desk-panel';

/** 'Bandcamp', or 'Bandcamp Deluxe' where one source lists two editions. */
const listingName = (listing: ReleaseListingView) =>
  listing.edition ? `${listing.source} ${listing.edition}` : listing.source;

const failed = (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });

/**
 * Where a release is listed, as the scraper grouped it, and the desk's two
 * corrections: split a listing that is another record out to a release of its
 * own, or fold in a release that is this one listed twice.
 */
export function ReleaseSourcesPanel({ releaseId }: { releaseId: number }) {
  const release = useReleaseListings(releaseId);
  const listings = release.data?.listings ?? [];
  // Kept here, not on the row: the split listing's row leaves the list once it is refetched.
  const [splitOff, setSplitOff] = useState<{ source: string; release: ReleaseView } | null>(null);
  return (
    <section
      aria-labelledby="release-sources-heading"
      className="max-w-4xl space-y-4 rounded-sm border border-zinc-800 p-4"
    >
      <div>
        <h2 id="release-sources-heading" className="font-display text-xl uppercase text-white">
          Sources
        </h2>
        <p className="text-sm text-zinc-300">
          {release.isPending && 'Loading where this release is listed…'}
          {/* Nothing is said of the listings when they could not be read: the alert below says so. */}
          {release.data && releaseSourcesSummary(release.data.listings)}
        </p>
      </div>
      <FailureAlert request={release} fallback="The sources could not be loaded." className="text-sm" />
      {listings.length > 0 && (
        <ul className="divide-y divide-zinc-800">
          {listings.map((listing) => (
            <ListingRow
              key={listing.id}
              releaseId={releaseId}
              listing={listing}
              canSplit={listings.length > 1}
              onSplit={(created) => setSplitOff({ source: listingName(listing), release: created })}
            />
          ))}
        </ul>
      )}
      {splitOff && (
        <p role="status" className="flex flex-wrap items-center gap-3 text-sm text-zinc-200">
          The {splitOff.source} listing is “{splitOff.release.title}”, a release of its own now.
          <Link href={releaseEditorPath(splitOff.release.id)} className={secondaryButton}>
            Edit the new release
          </Link>
        </p>
      )}
      <MergeForm releaseId={releaseId} />
    </section>
  );
}

function ListingRow({
  releaseId,
  listing,
  canSplit,
  onSplit,
}: {
  releaseId: number;
  listing: ReleaseListingView;
  canSplit: boolean;
  onSplit: (created: ReleaseView) => void;
}) {
  const split = useSplitListing(releaseId);
  const splitOut = () =>
    split.mutate(listing.id, {
      onSuccess: (created) => {
        onSplit(created);
        toast({ title: 'Listing split out', description: `"${created.title}" is a release of its own now.` });
      },
      onError: failed,
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="release-listing">
      <div className="min-w-0">
        <p className="font-bold text-white">
          {listing.source}
          {listing.edition && <span className="ml-2 text-xs uppercase text-yellow-300">{listing.edition} edition</span>}
        </p>
        <p className="truncate text-sm text-zinc-300">
          Listed as “{listing.title}” ·{' '}
          <a href={listing.url} target="_blank" rel="noopener noreferrer" className="underline hover:text-yellow-300">
            open listing
          </a>
        </p>
      </div>
      {canSplit && (
        <button
          type="button"
          className={secondaryButton}
          disabled={split.isPending}
          onClick={splitOut}
          aria-label={`Split out the ${listingName(listing)} listing`}
        >
          {split.isPending ? 'Splitting…' : 'Split out'}
        </button>
      )}
    </li>
  );
}

/** Finds a release that is this one listed again, and folds it in once the editor confirms which. */
function MergeForm({ releaseId }: { releaseId: number }) {
  const [words, setWords] = useState('');
  const [chosen, setChosen] = useState<ReleaseView | null>(null);
  const candidates = useMergeCandidates(releaseId, useDebounced(words, 250));
  const merge = useMergeRelease(releaseId);
  const onMerge = (other: ReleaseView) =>
    merge.mutate(other.id, {
      onSuccess: () => {
        toast({ title: 'Releases merged', description: `"${other.title}" is now listed under this release.` });
        setChosen(null);
        setWords('');
      },
      onError: failed,
    });
  return (
    <div className="space-y-3 border-t border-zinc-800 pt-4">
      <EditorField
        id="release-merge-search"
        label="Merge in a duplicate"
        hint="Search by title or artist for a release that is this one listed again; its sources move here."
      >
        <input
          id="release-merge-search"
          type="search"
          className={editorInput}
          value={words}
          onChange={(event) => {
            setWords(event.target.value);
            setChosen(null);
          }}
        />
      </EditorField>
      <FailureAlert request={candidates} fallback="The search did not work. Please try again." className="text-sm" />
      {candidates.data && candidates.data.length === 0 && (
        <p className="text-sm text-zinc-300">No other release matches “{words.trim()}”.</p>
      )}
      {candidates.data && candidates.data.length > 0 && (
        <ul className="space-y-2" aria-label="Releases to merge in">
          {candidates.data.map((other) => (
            <li key={other.id} className="flex flex-wrap items-center justify-between gap-3 text-sm text-zinc-200">
              <span>
                <strong className="text-white">{other.title}</strong> · {other.artist} · {other.type} ·{' '}
                {other.releaseDate.slice(0, 10)}
              </span>
              {chosen?.id === other.id ? (
                <span className="flex gap-2">
                  <button
                    type="button"
                    className={primaryButton}
                    disabled={merge.isPending}
                    onClick={() => onMerge(other)}
                  >
                    {merge.isPending ? 'Merging…' : `Merge “${other.title}” here`}
                  </button>
                  <button type="button" className={secondaryButton} onClick={() => setChosen(null)}>
                    Cancel
                  </button>
                </span>
              ) : (
                <button type="button" className={secondaryButton} onClick={() => setChosen(other)}>
                  Merge in…
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
