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
import { plainWords } from './query-words';
import { articleHit, artistHit, eventHit, releaseHit } from './search-hits';
import { SearchSpellingStore } from './search-spelling.store';

const MARKS = `StartSel="${MATCH_START}", StopSel="${MATCH_END}"`;
const SNIPPET_OPTIONS = `MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … ", ${MARKS}`;
const TITLE_OPTIONS = `HighlightAll=true, ${MARKS}`;

export interface SearchRequest {
  q: string;
  type?: SearchType;
  limit: number;
  /** `'true'` while the reader types: the last word matches as a prefix too. */
  prefix?: 'true' | 'false';
}

/**
 * Site search: spells the words out with their corrections, asks each owning
 * store for its hits (in parallel) and groups them in a fixed order. Ranking
 * and highlighting happen in the database.
 */
@Injectable()
export class SearchService {
  private readonly searchers: Record<SearchType, (request: TextSearchRequest) => Promise<SearchHit[]>>;

  constructor(
    articles: ArticleSearchStore,
    artists: ArtistSearchStore,
    releases: ReleaseSearchStore,
    events: EventsStore,
    private readonly spelling: SearchSpellingStore,
  ) {
    this.searchers = {
      articles: async (request) => (await articles.search(request)).map(articleHit),
      artists: async (request) => (await artists.search(request)).map(artistHit),
      releases: async (request) => (await releases.search(request)).map(releaseHit),
      events: async (request) => (await events.search(request)).map(eventHit),
    };
  }

  async search({ q, type, limit, prefix }: SearchRequest): Promise<SearchResults> {
    const types = type ? [type] : [...SEARCH_TYPES];
    // The dictionary is asked once for every group: the corrections do not depend on the table.
    const spelled = await this.spelling.spell(q, plainWords(q, prefix === 'true'));
    const request: TextSearchRequest = {
      ...spelled,
      limit,
      snippetOptions: SNIPPET_OPTIONS,
      titleOptions: TITLE_OPTIONS,
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
