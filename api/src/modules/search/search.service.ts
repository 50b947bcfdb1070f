import { Injectable } from '@nestjs/common';
import { ArticleSearchStore } from '../articles/article-search.store';
import { ArtistSearchStore } from '../artists/artist-search.store';
import { EventsStore } from '../events/events.store';
import { ReleaseSearchStore } from '../releases/release-search.store';
import type { TextSearchRequest } from '../../database/text-search-sql';
import {
  SEARCH_GROUP_LABELS,
  SEARCH_TYPES,
  type SearchHit,
  type SearchResults,
  type SearchType,
} from '../../shared/contracts/search';
import { MATCH_END, MATCH_START } from '../../shared/domain/marked-text';
import { articleHit, artistHit, eventHit, releaseHit } from './search-hits';

const MARKS = `StartSel="${MATCH_START}", StopSel="${MATCH_END}"`;
const SNIPPET_OPTIONS = `MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … ", ${MARKS}`;
const TITLE_OPTIONS = `HighlightAll=true, ${MARKS}`;

/** Fewer letters than this and a similar spelling means nothing ('ab' is close to half the dictionary). */
const NEAR_SPELLING_MIN_LETTERS = 3;

/** A quoted phrase asks for those exact words; a query of one or two letters is close to anything. */
function allowsNearSpelling(q: string): boolean {
  return !q.includes('"') && (q.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= NEAR_SPELLING_MIN_LETTERS;
}

export interface SearchRequest {
  q: string;
  type?: SearchType;
  limit: number;
}

/**
 * Site search: asks each owning store for its hits (in parallel) and groups
 * them in a fixed order. Ranking and highlighting happen in the database.
 */
@Injectable()
export class SearchService {
  private readonly searchers: Record<SearchType, (request: TextSearchRequest) => Promise<SearchHit[]>>;

  constructor(
    articles: ArticleSearchStore,
    artists: ArtistSearchStore,
    releases: ReleaseSearchStore,
    events: EventsStore,
  ) {
    this.searchers = {
      articles: async (request) => (await articles.search(request)).map(articleHit),
      artists: async (request) => (await artists.search(request)).map(artistHit),
      releases: async (request) => (await releases.search(request)).map(releaseHit),
      events: async (request) => (await events.search(request)).map(eventHit),
    };
  }

  async search({ q, type, limit }: SearchRequest): Promise<SearchResults> {
    const types = type ? [type] : [...SEARCH_TYPES];
    const request: TextSearchRequest = {
      words: q,
      limit,
      snippetOptions: SNIPPET_OPTIONS,
      titleOptions: TITLE_OPTIONS,
      allowNearSpelling: allowsNearSpelling(q),
    };
    const groups = await Promise.all(
      types.map(async (groupType) => ({
        type: groupType,
        label: SEARCH_GROUP_LABELS[groupType],
        hits: await this.searchers[groupType](request),
      })),
    );
    return { query: q, groups };
  }
}
