import type { ContentTable } from '../../database/content-tables';
import { isStorableText } from '../../http/input-limits';
import type { ArticleCard, ArtistCard } from '../../shared/contracts/content';
import { QUERY_KEYS } from '../../shared/contracts/query-keys';
import { articleListWords, isSearchType, SEARCH_QUERY_MAX_CHARS } from '../../shared/contracts/search';
import { articleArtworkUrl, artistArtworkUrl } from '../../shared/domain/artwork';
import { ARTICLE_CATEGORY_LABELS, isArticleCategory } from '../../shared/domain/categories';
import { currentIsoWeek, parseIsoWeek, weekBadgeLabel } from '../../shared/domain/iso-week';
import { parsePageId } from '../../shared/domain/page-id';
import { safeImageUrl } from '../../shared/domain/safe-url';
import { isReleaseType } from '../../shared/domain/release-types';
import { ARTIST_STORY_TABLES, upcomingClockKey } from '../artist-story/artist-story-tables';
import type { PageHead } from './page-head';
import type { PublicReads } from './public-reads';
import {
  itemList,
  musicEvent,
  musicGroup,
  musicRelease,
  newsArticle,
  newsletterIssue,
  organization,
  splitTags,
  webSite,
} from './structured-data';

/** One query a page reads, handed to react-query with the page: its data, or why it failed. */
export type PageQuery =
  { queryKey: readonly unknown[]; data: unknown } | { queryKey: readonly unknown[]; error: string };

export interface LoadedPage {
  status: 200 | 404;
  queries: PageQuery[];
  head: PageHead;
}

export interface PageRequest {
  params: Record<string, string>;
  search: URLSearchParams;
  reads: PublicReads;
  siteUrl: string;
}

/** A page the server renders: where it lives, the tables it is read from (for the response cache), how it loads. */
export interface PageRoute {
  path: string;
  tables: ContentTable[];
  keySuffix?: () => string;
  load(request: PageRequest): Promise<LoadedPage>;
}

const DEFAULT_IMAGE = '/favicon.svg';

/** The picture a story shares: its own when absolute, else its generated artwork. */
function articleImage(article: ArticleCard): string {
  return article.imageUrl && /^https?:\/\//i.test(article.imageUrl) ? article.imageUrl : articleArtworkUrl(article);
}

function artistImage(artist: ArtistCard): string {
  return artist.imageUrl && /^https?:\/\//i.test(artist.imageUrl) ? artist.imageUrl : artistArtworkUrl(artist);
}

const articleItems = (articles: ArticleCard[]) =>
  articles.map((article) => ({ path: `/article/${article.id}`, name: article.title }));

const categoryDescription = (label: string) => `${label}: the latest hip hop stories in this category on The Cypher.`;

/** The screen for an address nothing lives at: the latest stories to go on from, with status 404. */
export async function notFoundPage({ reads }: Pick<PageRequest, 'reads'>): Promise<LoadedPage> {
  return {
    status: 404,
    queries: [{ queryKey: QUERY_KEYS.articles, data: await reads.articleList() }],
    head: {
      title: 'Page Not Found',
      description: 'This page does not exist on The Cypher. Search the stories or start from the latest.',
      path: '/',
      type: 'website',
      image: DEFAULT_IMAGE,
      structuredData: [],
      noIndex: true,
    },
  };
}

function missing(title: string, description: string, path: string, queries: PageQuery[]): LoadedPage {
  return {
    status: 404,
    queries,
    head: { title, description, path, type: 'website', image: DEFAULT_IMAGE, structuredData: [], noIndex: true },
  };
}

/** Every server-rendered page; the browser's router (web/src/app/routes.tsx) has the same paths. */
export const PAGE_ROUTES: PageRoute[] = [
  {
    path: '/',
    tables: ['articles', 'artists', 'artist_spotlights', 'releases', 'events', 'newsletters'],
    // The spotlight shown is the current ISO week's: a new week is a new page.
    keySuffix: currentIsoWeek,
    async load({ reads, siteUrl }) {
      const [articles, spotlight, releases, events, issues] = await Promise.all([
        reads.frontPageArticles(),
        reads.spotlight(undefined),
        reads.releaseList(),
        reads.eventList(),
        reads.newsletterArchive(),
      ]);
      return {
        status: 200,
        queries: [
          { queryKey: QUERY_KEYS.frontPage, data: articles },
          { queryKey: QUERY_KEYS.spotlight(null), data: spotlight },
          { queryKey: QUERY_KEYS.releases, data: releases },
          { queryKey: QUERY_KEYS.events, data: events },
          { queryKey: QUERY_KEYS.newsletterArchive, data: issues },
        ],
        head: {
          title: 'Hip Hop Culture Newsletter',
          description:
            'The latest hip hop news, this week’s spotlight on five emerging artists, fresh drops and a free newsletter.',
          path: '/',
          type: 'website',
          image: articles[0] ? articleImage(articles[0]) : DEFAULT_IMAGE,
          structuredData: [
            organization(siteUrl),
            webSite(siteUrl),
            itemList(siteUrl, 'Latest stories', articleItems(articles.slice(0, 10))),
          ],
        },
      };
    },
  },
  {
    path: '/articles',
    tables: ['articles'],
    async load({ reads, siteUrl, search }) {
      const requested = search.get('category')?.toUpperCase();
      const category = isArticleCategory(requested) ? requested : null;
      const q = articleListWords(search);
      const feed = await reads.articleFeed({ category, q });
      const shown = feed.pages[0].items;
      const name = category ? `${ARTICLE_CATEGORY_LABELS[category]}: All Articles` : 'All Articles';
      return {
        status: 200,
        queries: [{ queryKey: QUERY_KEYS.articleFeed({ category, q }), data: feed }],
        head: {
          title: 'All Articles',
          description: 'The complete collection of hip hop news, culture, features and reviews on The Cypher.',
          path: category ? `/articles?category=${category}` : '/articles',
          type: 'website',
          image: shown[0] ? articleImage(shown[0]) : DEFAULT_IMAGE,
          structuredData: [itemList(siteUrl, name, articleItems(shown))],
        },
      };
    },
  },
  {
    path: '/category/:name',
    tables: ['articles'],
    async load({ reads, siteUrl, params }) {
      const requested = params.name.toUpperCase();
      if (!isArticleCategory(requested)) {
        return missing('Category Not Found', 'Hip hop news and culture on The Cypher.', `/category/${params.name}`, []);
      }
      const feed = await reads.articleFeed({ category: requested });
      const shown = feed.pages[0].items;
      const label = ARTICLE_CATEGORY_LABELS[requested];
      return {
        status: 200,
        queries: [{ queryKey: QUERY_KEYS.articleFeed({ category: requested }), data: feed }],
        head: {
          title: label,
          description: categoryDescription(label),
          path: `/category/${requested.toLowerCase()}`,
          type: 'website',
          image: shown[0] ? articleImage(shown[0]) : DEFAULT_IMAGE,
          structuredData: [itemList(siteUrl, label, articleItems(shown))],
        },
      };
    },
  },
  {
    path: '/tag/:tag',
    tables: ['articles'],
    async load({ reads, siteUrl, params }) {
      const tag = params.tag.trim().slice(0, 100);
      // No article can carry a tag holding a NUL or half a surrogate pair, and Postgres refuses to compare one.
      if (!tag || !isStorableText(tag))
        return missing('Tag Not Found', 'Hip hop news and culture on The Cypher.', `/tag/${params.tag}`, []);
      const feed = await reads.articleFeed({ tag });
      const shown = feed.pages[0].items;
      return {
        status: 200,
        queries: [{ queryKey: QUERY_KEYS.articleFeed({ tag }), data: feed }],
        head: {
          title: `Tagged ${tag}`,
          description: `Hip hop stories tagged ${tag} on The Cypher, newest first.`,
          path: `/tag/${encodeURIComponent(tag)}`,
          type: 'website',
          image: shown[0] ? articleImage(shown[0]) : DEFAULT_IMAGE,
          structuredData: [itemList(siteUrl, `Tagged ${tag}`, articleItems(shown))],
        },
      };
    },
  },
  {
    path: '/releases',
    tables: ['releases', 'artists'],
    async load({ reads, siteUrl, search }) {
      const requested = search.get('type');
      const type = isReleaseType(requested) ? requested : null;
      const feed = await reads.releaseFeed(type);
      const shown = feed.pages[0].items;
      return {
        status: 200,
        queries: [{ queryKey: QUERY_KEYS.releaseFeed(type), data: feed }],
        head: {
          title: 'All Releases',
          description: 'Every fresh hip hop drop on The Cypher, newest first: singles, albums, EPs and mixtapes.',
          path: type ? `/releases?type=${type}` : '/releases',
          type: 'website',
          image: DEFAULT_IMAGE,
          structuredData: [
            itemList(
              siteUrl,
              'All Releases',
              shown.map((release) => ({ path: `/releases#release-${release.id}`, name: release.title })),
            ),
            ...shown.map((release) => musicRelease(release)),
          ],
        },
      };
    },
  },
  {
    path: '/events',
    tables: ['events'],
    async load({ reads, siteUrl }) {
      const events = await reads.eventList();
      return {
        status: 200,
        queries: [{ queryKey: QUERY_KEYS.events, data: events }],
        head: {
          title: 'Events',
          description: 'Upcoming hip hop shows, festivals and listening parties, with tickets and calendar files.',
          path: '/events',
          type: 'website',
          image: DEFAULT_IMAGE,
          structuredData: [
            itemList(
              siteUrl,
              'Events',
              events.map((event) => ({ path: `/events#event-${event.id}`, name: event.title })),
            ),
            ...events.map((event) => musicEvent(siteUrl, event)),
          ],
        },
      };
    },
  },
  {
    path: '/charts',
    tables: ['streaming_charts'],
    async load({ reads, siteUrl }) {
      const chart = await reads.chart();
      return {
        status: 200,
        queries: [{ queryKey: QUERY_KEYS.chart, data: chart }],
        head: {
          title: 'Streaming Chart',
          description: 'The hip hop streaming chart: where every song stands this week and how it moved.',
          path: '/charts',
          type: 'website',
          image: DEFAULT_IMAGE,
          structuredData: [
            itemList(
              siteUrl,
              'Streaming Chart',
              chart.map((entry) => ({
                path: `/charts#chart-${entry.position}`,
                name: `${entry.songTitle} by ${entry.artist}`,
              })),
            ),
          ],
        },
      };
    },
  },
  {
    path: '/article/:id',
    tables: ['articles', 'artists', 'article_artist_mentions'],
    async load({ reads, siteUrl, params }) {
      const id = parsePageId(params.id);
      const article = id === null ? null : await reads.article(id);
      if (id === null || !article) {
        const queries: PageQuery[] =
          id === null ? [] : [{ queryKey: QUERY_KEYS.article(id), error: `404: Article ${id} was not found.` }];
        return missing(
          'Article Not Found',
          'Hip hop news and culture on The Cypher.',
          `/article/${params.id}`,
          queries,
        );
      }
      // What the page shows around the story is read on its own: a few links, not the whole list and roster.
      const [context, related] = await Promise.all([reads.articleContext(article), reads.articleRelated(article.id)]);
      const image = articleImage(article);
      return {
        status: 200,
        queries: [
          { queryKey: QUERY_KEYS.article(article.id), data: article },
          { queryKey: QUERY_KEYS.articleContext(article.id), data: context },
          { queryKey: QUERY_KEYS.articleRelated(article.id), data: related },
        ],
        head: {
          title: article.title,
          description: article.excerpt || 'Hip hop news and culture on The Cypher.',
          path: `/article/${article.id}`,
          type: 'article',
          image,
          // The hero's first choice, as web's SafeImage picks it: the story's own picture, else its artwork.
          leadImage: safeImageUrl(article.imageUrl) || articleArtworkUrl(article),
          article: {
            publishedTime: article.publishedAt,
            modifiedTime: article.updatedAt,
            author: article.author,
            section: isArticleCategory(article.category) ? ARTICLE_CATEGORY_LABELS[article.category] : article.category,
            tags: splitTags(article.tags),
          },
          structuredData: [newsArticle(siteUrl, article, image)],
        },
      };
    },
  },
  {
    path: '/artist-spotlight',
    tables: ['artists', 'artist_spotlights'],
    keySuffix: currentIsoWeek,
    async load({ reads, siteUrl, search }) {
      const requested = search.get('week');
      const week = requested && parseIsoWeek(requested) ? requested : currentIsoWeek();
      const artists = await reads.spotlight(week);
      return {
        status: 200,
        queries: [{ queryKey: QUERY_KEYS.spotlight(week), data: artists }],
        head: {
          title: 'Artist Spotlight',
          description: `Five emerging hip hop artists spotlighted on The Cypher for ${weekBadgeLabel(week)}.`,
          path: requested && parseIsoWeek(requested) ? `/artist-spotlight?week=${week}` : '/artist-spotlight',
          type: 'website',
          image: artists[0] ? artistImage(artists[0]) : DEFAULT_IMAGE,
          structuredData: [
            itemList(
              siteUrl,
              `Artist Spotlight, ${weekBadgeLabel(week)}`,
              artists.map((artist) => ({ path: `/artists/${artist.id}`, name: artist.name })),
            ),
          ],
        },
      };
    },
  },
  {
    path: '/artists/:id',
    tables: ARTIST_STORY_TABLES,
    keySuffix: upcomingClockKey,
    async load({ reads, siteUrl, params }) {
      const id = parsePageId(params.id);
      const [artist, story] = id === null ? [null, null] : await Promise.all([reads.artist(id), reads.artistStory(id)]);
      if (id === null || !artist) {
        const queries: PageQuery[] =
          id === null ? [] : [{ queryKey: QUERY_KEYS.artist(id), error: `404: Artist ${id} was not found.` }];
        return missing('Artist Not Found', 'Emerging hip hop artists on The Cypher.', `/artists/${params.id}`, queries);
      }
      const image = artistImage(artist);
      return {
        status: 200,
        queries: [
          { queryKey: QUERY_KEYS.artist(artist.id), data: artist },
          { queryKey: QUERY_KEYS.artistStory(artist.id), data: story },
        ],
        head: {
          title: artist.name,
          description: `${artist.name}: ${artist.shortBio || artist.description}`.slice(0, 160),
          path: `/artists/${artist.id}`,
          type: 'profile',
          image,
          structuredData: [musicGroup(siteUrl, artist, image)],
        },
      };
    },
  },
  {
    path: '/newsletters',
    tables: ['newsletters'],
    async load({ reads, siteUrl }) {
      const issues = await reads.newsletterArchive();
      return {
        status: 200,
        queries: [{ queryKey: QUERY_KEYS.newsletterArchive, data: issues }],
        head: {
          title: 'Newsletter Archive',
          description: 'Every issue of The Cypher newsletter, newest first.',
          path: '/newsletters',
          type: 'website',
          image: DEFAULT_IMAGE,
          structuredData: [
            itemList(
              siteUrl,
              'Newsletter Archive',
              issues.map((issue) => ({ path: `/newsletter/${issue.id}`, name: issue.title })),
            ),
          ],
        },
      };
    },
  },
  {
    path: '/newsletter/:id',
    tables: ['newsletters'],
    async load({ reads, siteUrl, params }) {
      const id = parsePageId(params.id);
      const issue = id === null ? null : await reads.newsletter(id);
      if (id === null || !issue) {
        const queries: PageQuery[] =
          id === null ? [] : [{ queryKey: QUERY_KEYS.newsletter(id), error: `404: Newsletter ${id} was not found.` }];
        return missing('Issue Not Found', 'An issue of The Cypher newsletter.', `/newsletter/${params.id}`, queries);
      }
      return {
        status: 200,
        queries: [{ queryKey: QUERY_KEYS.newsletter(issue.id), data: issue }],
        head: {
          title: issue.title,
          description: issue.description || 'An issue of The Cypher newsletter.',
          path: `/newsletter/${issue.id}`,
          type: 'article',
          image: issue.imageUrl && /^https?:\/\//i.test(issue.imageUrl) ? issue.imageUrl : DEFAULT_IMAGE,
          structuredData: [newsletterIssue(siteUrl, issue)],
        },
      };
    },
  },
  {
    path: '/search',
    tables: ['articles', 'artists', 'releases', 'events'],
    async load({ reads, search }) {
      const q = (search.get('q') ?? '').trim();
      const requestedType = search.get('type');
      const type = isSearchType(requestedType) ? requestedType : null;
      // Words the API would refuse (too long, a NUL) are left for the page to ask about, and show the refusal.
      const answerable = q.length > 0 && q.length <= SEARCH_QUERY_MAX_CHARS && isStorableText(q);
      const queries: PageQuery[] = answerable
        ? [{ queryKey: QUERY_KEYS.search(q, type), data: await reads.search(q, type) }]
        : [];
      return {
        status: 200,
        queries,
        head: {
          title: q ? `Search: ${q}` : 'Search',
          description: 'Search the stories, artists, releases and events on The Cypher.',
          path: '/search',
          type: 'website',
          image: DEFAULT_IMAGE,
          structuredData: [],
          // Result pages are endless variations of the site's own pages.
          noIndex: true,
        },
      };
    },
  },
];

/** The page route a path belongs to, with its parameters; null when no page lives there. */
export function matchPage(path: string): { route: PageRoute; params: Record<string, string> } | null {
  // As the browser's router (wouter) reads an address: percent-decoded (decodeURI, kept as is when malformed),
  // literal parts in any case, one trailing slash ignored. Both sides must pick the same screen.
  let decoded = path;
  try {
    if (path.includes('%')) decoded = decodeURI(path);
  } catch {
    decoded = path;
  }
  const bare = decoded.length > 1 && decoded.endsWith('/') ? decoded.slice(0, -1) : decoded;
  const segments = bare.split('/').slice(1);
  for (const route of PAGE_ROUTES) {
    const pattern = route.path.split('/').slice(1);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = segments[index];
        return segments[index] !== '';
      }
      return part === segments[index].toLowerCase();
    });
    if (matches) return { route, params };
  }
  return null;
}
