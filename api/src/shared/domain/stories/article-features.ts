import { eventProfile, dominantEvent } from './event-kinds';
import { foldText } from './fold-text';
import { headlineNames, namedEntities, type ArtistLexicon, type NamedEntities } from './named-entities';
import { sentencesOf } from './outlet-boilerplate';
import { simhash, type Fingerprint } from './simhash';
import { termCounts } from './term-vector';
import { contentTerms, words } from './tokenize';

/** An article as the matcher receives it: already stripped of its outlet's boilerplate. */
export interface StoryArticle {
  id: string;
  outlet: string;
  publishedAt: Date;
  title: string;
  body: string;
}

/** Everything the assigner compares, computed once per article. */
export interface ArticleFeatures {
  id: string;
  /** The outlet as compared (folded): a story holds one report of each. */
  outlet: string;
  publishedAt: number;
  counts: Map<string, number>;
  fingerprint: Fingerprint;
  entities: NamedEntities;
  event: string | null;
  eventProfile: Map<string, number>;
  /** Names in the headline (artists, labels, places): reports of one event name the same ones. */
  headlineNames: string[][];
  /** Every folded word of the text, to check another article's headline names against. */
  vocabulary: Set<string>;
  roundUp: boolean;
}

/*
 * A round-up names many artists or is laid out as a list; it reports no single
 * event, so it must not pull the stories it mentions into one.
 */
const ROUND_UP_ARTISTS = 4;
const ROUND_UP_LIST_ITEMS = 4;

function looksLikeRoundUp(body: string, entities: NamedEntities): boolean {
  const listItems = body.split('\n').filter((line) => /^\s*(?:\d{1,2}[.)]|[-*\u2022])\s+/u.test(line)).length;
  return entities.artists.size >= ROUND_UP_ARTISTS || listItems >= ROUND_UP_LIST_ITEMS;
}

export function articleFeatures(article: StoryArticle, lexicon: ArtistLexicon): ArticleFeatures {
  const titleTerms = contentTerms(article.title);
  const bodyTerms = contentTerms(article.body);
  const lede = sentencesOf(article.body).slice(0, 2).join(' ');
  const entities = namedEntities(article.title, article.body, lexicon);
  const profile = eventProfile(titleTerms, contentTerms(lede), foldText(article.title));
  return {
    id: article.id,
    outlet: foldText(article.outlet),
    publishedAt: article.publishedAt.getTime(),
    counts: termCounts(titleTerms, bodyTerms),
    fingerprint: simhash(`${article.title}\n${article.body}`),
    entities,
    event: dominantEvent(profile),
    eventProfile: profile,
    headlineNames: headlineNames(article.title, article.body, lexicon),
    vocabulary: new Set(words(`${article.title}\n${article.body}`)),
    roundUp: looksLikeRoundUp(article.body, entities),
  };
}
