import type { ReleaseType } from '@api/modules/releases/release.entity';
import type { FeedItem } from './feed-parser';
import { cleanText } from './feed-parser';

export interface ReleaseCandidate {
  title: string;
  /** The credit as printed: 'Marlo Vance & Juno Blaque'. */
  artist: string;
  /** Who the release is filed under in artists: the first credited artist. */
  primaryArtist: { name: string; musicbrainzId: string | null };
  type: ReleaseType;
  releaseDate: Date | null;
  imageUrl: string | null;
  linkUrl: string;
}

/** Type words as they appear in titles and tags, strongest first. */
export function releaseTypeFrom(...texts: (string | null | undefined)[]): ReleaseType {
  const text = texts.filter(Boolean).join(' | ');
  if (/\bmix-?tapes?\b|mixtape\/street/i.test(text)) return 'mixtape';
  if (/\bE\.?P\.?\b/.test(text) || /\bextended play\b/i.test(text)) return 'EP';
  if (/\balbums?\b|\bLP\b|\bdeluxe\b/i.test(text)) return 'album';
  return 'single';
}

const LEADING_LABEL =
  /^(new (music|album|single|ep|mixtape|project|release)|stream|listen|premiere|out now|video|watch)\s*[:|–—-]\s*/i;
const TYPE_TAG =
  /\s*[[(](?:new\s+)?(single|album|ep|e\.p\.|mixtape|lp|deluxe(?: edition)?|official (?:audio|video))[\])]\s*/gi;
const SEPARATOR = /\s+[–—-]\s+|\s*[–—]\s*/;

function stripQuotes(value: string): string {
  return value.replace(/^["'“”‘’«»]+|["'“”‘’«»]+$/g, '').trim();
}

/** Normalises spacing, quotes and dashes so the same release reads the same from any feed. */
export function normalizeTitle(value: string): string {
  return stripQuotes(cleanText(value.replace(/[‐‑‒]/g, '-')).replace(/\s+([,.!?])/g, '$1'));
}

/**
 * Release feeds title their items 'Artist – Title (EP)', 'New Music: Artist "Title"'
 * or 'Artist Drops New Album "Title"'. Returns null when no artist can be told apart.
 */
export function splitArtistAndTitle(rawTitle: string): { artist: string; title: string } | null {
  const withoutLabel = cleanText(rawTitle).replace(LEADING_LABEL, '');
  const withoutType = withoutLabel.replace(TYPE_TAG, ' ').trim();
  const quoted =
    /^(.+?)\s+(?:(?:drops|releases|shares|unveils|returns with|delivers)\s+(?:(?:new|debut|surprise|their|his|her)\s+)*(?:album|single|ep|mixtape|project|track|song|lp)?\s*)?["“‘'](.+?)["”’']\s*(.*)$/i.exec(
      withoutType,
    );
  if (quoted) {
    const artist = normalizeTitle(quoted[1]);
    const title = normalizeTitle(quoted[2]);
    if (artist && title) return { artist, title };
  }
  const parts = withoutType.split(SEPARATOR);
  if (parts.length >= 2) {
    const artist = normalizeTitle(parts[0]);
    const title = normalizeTitle(parts.slice(1).join(' - '));
    if (artist && title) return { artist, title };
  }
  return null;
}

const COLLABORATION = /\s+(?:&|x|×|and|with|feat\.?|ft\.?|featuring)\s+|\s*,\s*/i;

/** 'A & B', 'A feat. B', 'A x B' -> 'A'. */
export function primaryOf(credit: string): string {
  return normalizeTitle(credit.split(COLLABORATION)[0] ?? credit) || credit;
}

export function releaseFromFeedItem(item: FeedItem): ReleaseCandidate | null {
  const split = splitArtistAndTitle(item.title);
  if (!split) return null;
  return {
    title: split.title.slice(0, 300),
    artist: split.artist.slice(0, 200),
    primaryArtist: { name: primaryOf(split.artist).slice(0, 200), musicbrainzId: null },
    type: releaseTypeFrom(item.title, item.categories.join(' ')),
    releaseDate: item.publishedAt,
    imageUrl: item.imageUrl,
    linkUrl: item.link,
  };
}

interface MusicBrainzReleaseGroup {
  id?: string;
  title?: string;
  'primary-type'?: string | null;
  'secondary-types'?: string[];
  'first-release-date'?: string;
  'artist-credit'?: { name?: string; joinphrase?: string; artist?: { id?: string; name?: string } }[];
}

const MB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** MusicBrainz's /ws/2/release-group?fmt=json search answer; throws when it is not one. */
export function releasesFromMusicBrainz(json: string): ReleaseCandidate[] {
  let parsed: { 'release-groups'?: MusicBrainzReleaseGroup[] };
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('malformed JSON');
  }
  const groups = parsed?.['release-groups'];
  if (!Array.isArray(groups)) throw new Error('JSON without "release-groups" (not a MusicBrainz release-group search)');
  const releases: ReleaseCandidate[] = [];
  for (const group of groups) {
    if (!group.id || !MB_ID.test(group.id) || !group.title) continue;
    const credits = group['artist-credit'] ?? [];
    const artist = normalizeTitle(
      credits.map((c) => `${c.name ?? c.artist?.name ?? ''}${c.joinphrase ?? ''}`).join(''),
    );
    if (!artist) continue;
    const primaryId = credits[0]?.artist?.id;
    const primaryName = normalizeTitle(credits[0]?.artist?.name ?? credits[0]?.name ?? '') || artist;
    const date = parseMusicBrainzDate(group['first-release-date']);
    releases.push({
      title: normalizeTitle(group.title).slice(0, 300),
      artist: artist.slice(0, 200),
      primaryArtist: {
        name: primaryName.slice(0, 200),
        musicbrainzId: primaryId && MB_ID.test(primaryId) ? primaryId.toLowerCase() : null,
      },
      type: releaseTypeFrom(group['primary-type'], (group['secondary-types'] ?? []).join(' ')),
      releaseDate: date,
      imageUrl: `https://coverartarchive.org/release-group/${group.id}/front-250`,
      linkUrl: `https://musicbrainz.org/release-group/${group.id}`,
    });
  }
  return releases;
}

function parseMusicBrainzDate(value: string | undefined): Date | null {
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(value ?? '');
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2] ?? 1) - 1, Number(match[3] ?? 1)));
}
