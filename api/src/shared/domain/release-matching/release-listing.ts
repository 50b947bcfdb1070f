import { splitEditionSuffixes } from './edition-suffix';
import { separateFeaturedCredits } from './featured-credits';
import { foldReleaseText } from './fold-release-text';
import { identifiersInText, normaliseGtin, type ReleaseIdentifiers } from './release-identifiers';

/** One source's listing of a release, as a feed or store gives it. */
export interface ReleaseListing {
  id: string;
  source: string;
  artist: string;
  title: string;
  /** 'single', 'EP', 'album', 'mixtape'; a ' - Single' or ' - EP' title suffix fills it when absent. */
  type?: string | null;
  /** YYYY-MM-DD */
  releaseDate: string;
  url?: string;
  /** Free text of the item (description, notes) where identifiers may be written out. */
  text?: string;
  /** Every link of the item (MusicBrainz links included). */
  links?: readonly string[];
  upc?: string | null;
  isrcs?: readonly string[];
  releaseGroupMbid?: string | null;
}

export interface NormalisedListing {
  id: string;
  artistKey: string;
  titleKey: string;
  type: string;
  /** The base title shown for the release, edition markers removed. */
  baseTitle: string;
  /** Null for the standard edition, else 'Deluxe', 'Explicit', 'Remastered', … */
  edition: string | null;
  featured: string[];
  identifiers: ReleaseIdentifiers;
  releaseDay: number;
}

const DAY = 86_400_000;

function normaliseType(type: string | null | undefined, hint: string | null): string {
  const folded = (type ?? hint ?? 'album').trim().toLowerCase();
  return folded === 'lp' ? 'album' : folded;
}

export function normaliseListing(listing: ReleaseListing): NormalisedListing {
  const credits = separateFeaturedCredits(listing.artist, listing.title);
  const split = splitEditionSuffixes(credits.title);
  // A guest credit may sit inside the edition brackets' neighbour: 'Song - Single (feat. B)'.
  const again = separateFeaturedCredits(credits.artist, split.title);
  const fromText = identifiersInText(listing.text, ...(listing.links ?? []), listing.url);
  const identifiers: ReleaseIdentifiers = {
    releaseGroupMbid: listing.releaseGroupMbid?.toLowerCase() ?? fromText.releaseGroupMbid,
    gtin: (listing.upc ? normaliseGtin(listing.upc) : undefined) ?? fromText.gtin,
    isrcs: [
      ...new Set([...(listing.isrcs ?? []).map((isrc) => isrc.replace(/-/g, '').toUpperCase()), ...fromText.isrcs]),
    ],
  };
  return {
    id: listing.id,
    artistKey: foldReleaseText(again.artist),
    titleKey: foldReleaseText(again.title),
    type: normaliseType(listing.type, split.typeHint),
    baseTitle: again.title,
    edition: split.edition,
    featured: [...new Set([...credits.featured, ...again.featured])].sort(),
    identifiers,
    releaseDay: Math.floor(Date.parse(`${listing.releaseDate.slice(0, 10)}T00:00:00Z`) / DAY),
  };
}
