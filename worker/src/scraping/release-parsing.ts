import type { ReleaseType } from '@api/modules/releases/release.entity';
import type { FeedItem } from './feed-parser';
import { oneOf, trimCharacters } from '@api/shared/domain/trim-characters';
import { cleanText } from './text/safe-text';
import { htmlToText } from './text/html-text';

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
  /** The item's text where identifiers may be written out: 'UPC 0602…', 'ISRC …', dc:identifier values. */
  identifierText: string;
  /** The item's other links (a MusicBrainz release-group link among them). */
  links: string[];
}

/** Type words as they appear in titles and tags, strongest first. */
export function releaseTypeFrom(...texts: (string | null | undefined)[]): ReleaseType {
  const text = texts.filter(Boolean).join(' | ');
  if (/\bmix-?tapes?\b|mixtape\/street/i.test(text)) return 'mixtape';
  if (/\bE\.?P\.?\b/.test(text) || /\bextended play\b/i.test(text)) return 'EP';
  if (/\balbums?\b|\bLP\b|\bdeluxe\b/i.test(text)) return 'album';
  return 'single';
}

// Titles reach these patterns through cleanText, so white space is always a single space.
const LEADING_LABEL =
  /^(?:new (?:music|album|single|ep|mixtape|project|release)|stream|listen|premiere|out now|video|watch) ?[:|–—-] ?/i;
// Only tags that name the kind of release are dropped; an edition ('(Deluxe)') is part of the title,
// since the deluxe edition is a release of its own.
const TYPE_TAG = /[[(](?:new )?(?:single|album|ep|e\.p\.|mixtape|lp|official (?:audio|video))[\])]/gi;
const SEPARATOR = / [–—-] |[–—]/;
const QUOTES = '"\'“”‘’«»';
const OPENING_QUOTES = '"“‘\'';
const CLOSING_QUOTES = '"”’\'';
const VERBS = ['drops', 'releases', 'shares', 'unveils', 'returns with', 'delivers'];
const ADJECTIVES = new Set(['new', 'debut', 'surprise', 'their', 'his', 'her']);
const KINDS = new Set(['album', 'single', 'ep', 'mixtape', 'project', 'track', 'song', 'lp']);

/** Normalises spacing, quotes and dashes so the same release reads the same from any feed. */
export function normalizeTitle(value: string): string {
  const spaced = cleanText(value.replace(/[‐‑‒]/g, '-')).replace(/ (?=[,.!?])/g, '');
  return trimCharacters(spaced, oneOf(QUOTES)).trim();
}

/**
 * Release feeds title their items 'Artist – Title (EP)', 'New Music: Artist "Title"'
 * or 'Artist Drops New Album "Title"'. Returns null when no artist can be told apart.
 */
export function splitArtistAndTitle(rawTitle: string): { artist: string; title: string } | null {
  const withoutLabel = cleanText(rawTitle).replace(LEADING_LABEL, '');
  const withoutType = cleanText(withoutLabel.replace(TYPE_TAG, ' '));
  const quoted = quotedTitle(withoutType);
  if (quoted) {
    const artist = normalizeTitle(quoted.artist);
    const title = normalizeTitle(quoted.title);
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

/**
 * 'Artist "Title"' or 'Artist drops new album "Title"': the first opening quote
 * after a space with a closing quote after it. Read with indexOf and word
 * lists rather than one pattern, so a long title costs one pass.
 */
function quotedTitle(text: string): { artist: string; title: string } | null {
  for (let open = 2; open < text.length; open++) {
    if (!OPENING_QUOTES.includes(text[open]) || text[open - 1] !== ' ') continue;
    let close = open + 2;
    while (close < text.length && !CLOSING_QUOTES.includes(text[close])) close++;
    if (close >= text.length) return null;
    return { artist: withoutAnnouncement(text.slice(0, open - 1)), title: text.slice(open + 1, close) };
  }
  return null;
}

/** 'Artist Drops New Album' -> 'Artist'; without an announcing verb the words stay the artist's. */
function withoutAnnouncement(prefix: string): string {
  const words = prefix.split(' ');
  let end = words.length;
  if (end > 1 && KINDS.has(words[end - 1].toLowerCase())) end--;
  while (end > 1 && ADJECTIVES.has(words[end - 1].toLowerCase())) end--;
  for (const verb of VERBS) {
    const verbWords = verb.split(' ');
    const start = end - verbWords.length;
    if (start < 1) continue;
    if (words.slice(start, end).join(' ').toLowerCase() === verb) return words.slice(0, start).join(' ');
  }
  return prefix;
}

const COLLABORATION = / (?:[&x×]|and|with|feat\.?|ft\.?|featuring) | ?, ?/i;

/** 'A & B', 'A feat. B', 'A x B' -> 'A'. */
export function primaryOf(credit: string): string {
  return normalizeTitle(cleanText(credit).split(COLLABORATION)[0] ?? credit) || credit;
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
    identifierText: [...item.identifiers.map(namedIdentifier), htmlToText(item.summaryHtml ?? '')].join('\n'),
    links: item.links,
  };
}

const BARE_BARCODE = /^\d{12,14}$/;
const BARE_ISRC = /^[A-Z]{2}-?[A-Z0-9]{3}-?\d{2}-?\d{5}$/i;

/** A dc:identifier may be the bare code: it is named, as the matcher reads codes after their name. */
function namedIdentifier(value: string): string {
  if (BARE_BARCODE.test(value)) return `UPC ${value}`;
  if (BARE_ISRC.test(value)) return `ISRC ${value}`;
  return value;
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
      identifierText: '',
      links: [],
    });
  }
  return releases;
}

function parseMusicBrainzDate(value: string | undefined): Date | null {
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(value ?? '');
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2] ?? 1) - 1, Number(match[3] ?? 1)));
}
