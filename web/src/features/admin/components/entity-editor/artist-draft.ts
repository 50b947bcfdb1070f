import type { ArtistView } from '@api/shared/contracts/content';
import type { PublicationStatus } from '@api/shared/domain/publication-status';
import { externalHttpUrl } from '@api/shared/domain/safe-url';
import { isoToLocalInput, localInputToIso } from '../dashboard/form-values';
import { needsToSave } from '../story-editor/needs-to-save';

/** One social or streaming profile as the form holds it. */
export interface LinkRow {
  platform: string;
  url: string;
}

/** An artist as the full-page editor holds them. */
export interface ArtistDraft {
  name: string;
  genre: string;
  location: string;
  /** The short description lists and cards show. */
  description: string;
  /** The biography in markdown, as the profile page renders it. */
  fullBio: string;
  imageUrl: string;
  aliases: string;
  links: LinkRow[];
  status: PublicationStatus;
  /** A datetime-local value on the browser's clock; '' unless scheduled. */
  publishAt: string;
}

export function newArtistDraft(): ArtistDraft {
  return {
    name: '',
    genre: '',
    location: '',
    description: '',
    fullBio: '',
    imageUrl: '',
    aliases: '',
    links: [],
    status: 'draft',
    publishAt: '',
  };
}

export function artistDraftOf(artist: ArtistView): ArtistDraft {
  return {
    name: artist.name,
    genre: artist.genre,
    location: artist.location ?? '',
    description: artist.description,
    fullBio: artist.fullBio ?? '',
    imageUrl: artist.imageUrl ?? '',
    aliases: artist.aliases.join(', '),
    links: Object.entries(artist.socialLinks ?? {}).map(([platform, url]) => ({ platform, url })),
    status: artist.status,
    publishAt: artist.status === 'scheduled' ? isoToLocalInput(artist.publishAt) : '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The links as the API stores them; rows left entirely blank are dropped. */
function socialLinksOf(rows: LinkRow[]): Record<string, string> {
  return Object.fromEntries(
    rows
      .map((row) => [row.platform.trim().toLowerCase(), row.url.trim()] as const)
      .filter(([platform, url]) => platform !== '' || url !== ''),
  );
}

export function artistPayloadOf(draft: ArtistDraft): Record<string, unknown> {
  return {
    name: draft.name.trim(),
    genre: draft.genre.trim(),
    location: orNull(draft.location),
    description: draft.description.trim(),
    fullBio: orNull(draft.fullBio),
    imageUrl: orNull(draft.imageUrl),
    aliases: draft.aliases
      .split(',')
      .map((alias) => alias.trim())
      .filter(Boolean),
    socialLinks: socialLinksOf(draft.links),
    status: draft.status,
    ...(draft.status === 'scheduled' ? { publishAt: localInputToIso(draft.publishAt) } : {}),
  };
}

/** Why a link row would be refused by the server ('' when it would not). */
export function linkProblem(row: LinkRow): string {
  if (row.platform.trim() === '' && row.url.trim() === '') return '';
  if (row.platform.trim() === '') return 'Name the platform (instagram, spotify…)';
  if (externalHttpUrl(row.url.trim()) !== row.url.trim() || row.url.trim() === '')
    return 'A web address starting with http:// or https://';
  return '';
}

export function artistMissingOf(draft: ArtistDraft): string | null {
  return needsToSave([
    draft.name.trim() === '' && 'a name',
    draft.genre.trim() === '' && 'a genre',
    draft.description.trim() === '' && 'a short description',
    draft.links.some((row) => linkProblem(row) !== '') && 'working links',
    draft.status === 'scheduled' && draft.publishAt === '' && 'a time to publish at',
  ]);
}
