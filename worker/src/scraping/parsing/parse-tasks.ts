import type { ScrapedArticle } from '@api/modules/articles/scraped-articles.store';
import { buildArticle } from '../article-builder';
import { ExtractedArticle, extractArticle } from '../article-extractor';
import { FeedItem, ParsedFeed, parseFeed } from '../feed-parser';
import { ReleaseCandidate, releaseFromFeedItem, releasesFromMusicBrainz } from '../release-parsing';
import { sourceNameOf } from '../source-name';

/**
 * The work on text from strangers (feeds, pages, JSON), done in a worker
 * thread: every task takes strings in and gives plain data back.
 */
export type ParseTask =
  /** Nothing to parse: starts a thread (which loads the parsers) ahead of the first real task. */
  | { kind: 'warm-up' }
  | { kind: 'feed'; text: string; url: string }
  | { kind: 'page'; html: string; url: string }
  | {
      kind: 'article';
      item: FeedItem;
      /** The article page as fetched, or null when it failed or is not HTML: the feed's text stands in. */
      page: { html: string; url: string } | null;
      sourceName: string;
      now: Date;
    }
  | { kind: 'releases'; text: string; contentType: string; url: string; sourceUrl: string };

export interface ReleasesOfSource {
  releases: ReleaseCandidate[];
  sourceName: string;
}

export interface ParseResults {
  'warm-up': null;
  feed: ParsedFeed;
  page: ExtractedArticle;
  article: ScrapedArticle;
  releases: ReleasesOfSource;
}

export type ParseResultOf<T extends ParseTask> = ParseResults[T['kind']];

export function runParseTask(task: ParseTask): ParseResults[ParseTask['kind']] {
  switch (task.kind) {
    case 'warm-up':
      return null;
    case 'feed':
      return parseFeed(task.text, task.url);
    case 'page':
      return extractArticle(task.html, task.url);
    case 'article': {
      const page = task.page ? extractArticle(task.page.html, task.page.url) : null;
      return buildArticle(task.item, page, task.sourceName, task.now);
    }
    case 'releases':
      return releasesOf(task.text, task.contentType, task.url, task.sourceUrl);
  }
}

/** A release source is either MusicBrainz's JSON search answer or an RSS/Atom feed of drops. */
function releasesOf(text: string, contentType: string, url: string, sourceUrl: string): ReleasesOfSource {
  if (/json/i.test(contentType) || text.trimStart().startsWith('{')) {
    return { releases: releasesFromMusicBrainz(text), sourceName: 'MusicBrainz' };
  }
  const feed = parseFeed(text, url);
  const releases = feed.items
    .map(releaseFromFeedItem)
    .filter((release): release is ReleaseCandidate => release !== null);
  return { releases, sourceName: sourceNameOf(feed.title, sourceUrl) };
}
