import { Injectable } from '@nestjs/common';
import { Feed } from 'feed';
import { Readable } from 'node:stream';
import { SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { newsletterMarkdownToHtml } from '../../../mail/templates/newsletter-markdown';
import type { ArticleView } from '../../../shared/contracts/content';
import { toArticleView } from '../../articles/article-view';
import { ArticlesService } from '../../articles/articles.service';
import { ArtistsService } from '../../artists/artists.service';
import { NewslettersService } from '../../newsletters/newsletters.service';
import { CALENDAR_CONTENT_TYPE, eventCalendar } from '../../events/event-calendar';
import { toEventView } from '../../events/event-view';
import { EventsService } from '../../events/events.service';
import { toReleaseView } from '../../releases/release-view';
import { ReleasesService } from '../../releases/releases.service';

export { CALENDAR_CONTENT_TYPE };
import { absoluteUrl, SITE_NAME, SITE_TAGLINE } from '../page-head';
import { splitTags } from '../structured-data';
import { ARTICLE_CATEGORIES } from '../../../shared/domain/categories';

/** The feeds carry the newest 50 stories, each in full. */
export const FEED_SIZE = 50;
/** Sitemaps list the newest this many of each kind (the protocol's cap per file is 50,000). */
export const SITEMAP_SIZE = 5_000;
/** The news sitemap: stories published within the last two days, as search engines' news indexes expect. */
const NEWS_WINDOW_MS = 48 * 60 * 60_000;
const DESCRIPTION =
  'Hip hop culture news, a weekly spotlight of five emerging artists, fresh drops and a free newsletter.';

/** The sitemaps the index names, each with the content tables it is read from. */
export const SITEMAPS = {
  pages: [],
  articles: ['articles'],
  artists: ['artists'],
  newsletters: ['newsletters'],
  releases: ['releases', 'artists'],
  events: ['events'],
  news: ['articles'],
} as const;
/** The calendar feed lists the upcoming shows and this many of the latest past ones. */
export const CALENDAR_SIZE = 500;
export type SitemapName = keyof typeof SITEMAPS;

/** A story's one markdown body for a feed reader, as HTML (raw HTML dropped, unsafe links emptied), as its page reads it. */
function articleHtml(article: ArticleView): string {
  const markdown = [article.longMd, article.shortMd, article.content].find((text) => text?.trim());
  return markdown ? newsletterMarkdownToHtml(markdown).trim() : '';
}

/**
 * RSS 2.0, JSON Feed 1.1, the sitemaps and robots.txt, read through the same
 * services as the API. XML is written by the `feed` and `sitemap` libraries.
 */
@Injectable()
export class SiteFeeds {
  constructor(
    private readonly articles: ArticlesService,
    private readonly artists: ArtistsService,
    private readonly newsletters: NewslettersService,
    private readonly releases: ReleasesService,
    private readonly events: EventsService,
  ) {}

  /** /events.ics: every listed show as one iCalendar a calendar app can subscribe to. */
  async eventsCalendar(siteUrl: string): Promise<string> {
    const events = (await this.events.list({ limit: CALENDAR_SIZE, offset: 0 })).items.map(toEventView);
    return eventCalendar(events, siteUrl, `${SITE_NAME}: Events`);
  }

  private async latestArticles(limit: number): Promise<ArticleView[]> {
    return (await this.articles.list({ limit, offset: 0 })).items.map(toArticleView);
  }

  async rss(siteUrl: string): Promise<string> {
    const articles = await this.latestArticles(FEED_SIZE);
    const feed = new Feed({
      id: `${siteUrl}/`,
      title: `${SITE_NAME}: ${SITE_TAGLINE}`,
      description: DESCRIPTION,
      link: `${siteUrl}/`,
      language: 'en',
      image: absoluteUrl(siteUrl, '/favicon.svg'),
      favicon: absoluteUrl(siteUrl, '/favicon.svg'),
      copyright: `© ${new Date().getUTCFullYear()} ${SITE_NAME}`,
      updated: articles[0] ? new Date(articles[0].updatedAt) : new Date(0),
      feedLinks: { rss: absoluteUrl(siteUrl, '/rss.xml'), json: absoluteUrl(siteUrl, '/feed.json') },
    });
    for (const article of articles) {
      const link = absoluteUrl(siteUrl, `/article/${article.id}`);
      feed.addItem({
        title: article.title,
        id: link,
        link,
        description: article.excerpt,
        content: articleHtml(article),
        date: new Date(article.publishedAt),
        author: article.author ? [{ name: article.author }] : undefined,
        category: [{ name: article.category }, ...splitTags(article.tags).map((name) => ({ name }))],
      });
    }
    return feed.rss2();
  }

  /** JSON Feed 1.1 (the `feed` library writes version 1; this is the same data in the newer shape). */
  async jsonFeed(siteUrl: string): Promise<string> {
    const articles = await this.latestArticles(FEED_SIZE);
    return JSON.stringify({
      version: 'https://jsonfeed.org/version/1.1',
      title: `${SITE_NAME}: ${SITE_TAGLINE}`,
      home_page_url: `${siteUrl}/`,
      feed_url: absoluteUrl(siteUrl, '/feed.json'),
      description: DESCRIPTION,
      icon: absoluteUrl(siteUrl, '/favicon.svg'),
      language: 'en',
      items: articles.map((article) => {
        const url = absoluteUrl(siteUrl, `/article/${article.id}`);
        return {
          id: url,
          url,
          title: article.title,
          summary: article.excerpt,
          content_html: articleHtml(article),
          date_published: article.publishedAt,
          date_modified: article.updatedAt,
          ...(article.author ? { authors: [{ name: article.author }] } : {}),
          tags: [article.category, ...splitTags(article.tags)],
        };
      }),
    });
  }

  /** The sitemap index: one sitemap per kind of page, each with the time its newest entry changed. */
  async sitemapIndex(siteUrl: string): Promise<string> {
    const [articles, artists, newsletters, releases, events] = await Promise.all([
      this.latestArticles(1),
      this.artists.list({ limit: 1, offset: 0 }),
      this.newsletters.listPublished({ limit: 1, offset: 0 }),
      this.releases.list({ limit: 1, offset: 0 }),
      this.latestEventChange(),
    ]);
    const newest = articles[0];
    const recentNews = newest !== undefined && Date.parse(newest.publishedAt) >= Date.now() - NEWS_WINDOW_MS;
    // When each sitemap last changed; null for a sitemap with nothing in it (the index leaves it out).
    const lastmod: Record<SitemapName, string | undefined | null> = {
      pages: newest?.updatedAt,
      articles: newest ? newest.updatedAt : null,
      artists: artists.items[0] ? artists.items[0].updatedAt.toISOString() : null,
      newsletters: newsletters.items[0]
        ? (
            newsletters.items[0].sentAt ??
            newsletters.items[0].publishedAt ??
            newsletters.items[0].createdAt
          ).toISOString()
        : null,
      releases: releases.items[0] ? releases.items[0].createdAt.toISOString() : null,
      events,
      news: recentNews ? newest.updatedAt : null,
    };
    const index = new SitemapIndexStream();
    const entries = (Object.keys(SITEMAPS) as SitemapName[])
      .filter((name) => lastmod[name] !== null)
      .map((name) => ({
        url: absoluteUrl(siteUrl, `/sitemaps/${name}.xml`),
        ...(lastmod[name] ? { lastmod: lastmod[name] } : {}),
      }));
    return (await streamToPromise(Readable.from(entries).pipe(index))).toString();
  }

  /** One sitemap; null when it would list nothing (the protocol has no empty sitemap, and the index omits it). */
  async sitemap(name: SitemapName, siteUrl: string): Promise<string | null> {
    const items = await this.sitemapItems(name);
    if (items.length === 0) return null;
    const stream = new SitemapStream({
      hostname: `${siteUrl}/`,
      xmlns: { news: name === 'news', xhtml: false, image: false, video: false },
    });
    return (await streamToPromise(Readable.from(items).pipe(stream))).toString();
  }

  private async sitemapItems(name: SitemapName): Promise<SitemapItemLoose[]> {
    switch (name) {
      case 'pages':
        return [
          '/',
          '/articles',
          '/artist-spotlight',
          '/newsletters',
          '/releases',
          '/events',
          '/charts',
          ...ARTICLE_CATEGORIES.map((category) => `/category/${category.toLowerCase()}`),
        ].map((url) => ({ url }));
      case 'articles':
        return (await this.latestArticles(SITEMAP_SIZE)).map((article) => ({
          url: `/article/${article.id}`,
          lastmod: article.updatedAt,
        }));
      case 'artists':
        return (await this.artists.list({ limit: SITEMAP_SIZE, offset: 0 })).items.map((artist) => ({
          url: `/artists/${artist.id}`,
          lastmod: artist.updatedAt.toISOString(),
        }));
      case 'newsletters':
        return (await this.newsletters.listPublished({ limit: SITEMAP_SIZE, offset: 0 })).items.map((issue) => ({
          url: `/newsletter/${issue.id}`,
          lastmod: (issue.sentAt ?? issue.publishedAt ?? issue.createdAt).toISOString(),
        }));
      case 'releases':
        return (await this.releases.list({ limit: SITEMAP_SIZE, offset: 0 })).items
          .map((release) => toReleaseView(release))
          .map((release) => ({
            url: `/releases#release-${release.id}`,
            lastmod: release.createdAt,
          }));
      case 'events': {
        const events = (await this.events.list({ limit: SITEMAP_SIZE, offset: 0 })).items.map(toEventView);
        return events.map((event) => ({ url: `/events#event-${event.id}`, lastmod: event.createdAt }));
      }
      case 'news': {
        const since = Date.now() - NEWS_WINDOW_MS;
        const recent = (await this.latestArticles(1_000)).filter((a) => Date.parse(a.publishedAt) >= since);
        return recent.map((article) => ({
          url: `/article/${article.id}`,
          news: {
            publication: { name: SITE_NAME, language: 'en' },
            publication_date: article.publishedAt,
            title: article.title,
            keywords: splitTags(article.tags).join(', ') || undefined,
          },
        }));
      }
    }
  }

  /** When the events sitemap last changed: its newest entry's creation; null when there are no events. */
  private async latestEventChange(): Promise<string | null> {
    const events = (await this.events.list({ limit: SITEMAP_SIZE, offset: 0 })).items;
    if (events.length === 0) return null;
    return new Date(Math.max(...events.map((event) => event.createdAt.getTime()))).toISOString();
  }

  robots(siteUrl: string): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /admin-dashboard',
      'Disallow: /api/',
      'Disallow: /personalized',
      '',
      `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
      '',
    ].join('\n');
  }
}
