import type { EventView, PublicNewsletterView } from '../../shared/contracts/admin';
import type { ArticleView, ArtistView, ReleaseView } from '../../shared/contracts/content';
import { absoluteUrl, SITE_NAME } from '../../shared/contracts/page-head';

/** The publisher every story names: the site, with its logo. */
export function organization(siteUrl: string): object {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${siteUrl}/`,
    logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, '/favicon.svg') },
  };
}

/** The site, and how to search it (the articles list filters by `q`). */
export function webSite(siteUrl: string): object {
  return {
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${siteUrl}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function newsArticle(siteUrl: string, article: ArticleView, image: string): object {
  return {
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    image: [absoluteUrl(siteUrl, image)],
    author: article.author
      ? { '@type': 'Person', name: article.author }
      : { '@type': 'Organization', name: article.source || SITE_NAME },
    publisher: organization(siteUrl),
    mainEntityOfPage: absoluteUrl(siteUrl, `/article/${article.id}`),
    articleSection: article.category,
    keywords: splitTags(article.tags),
    wordCount: article.wordCount,
  };
}

export function musicGroup(siteUrl: string, artist: ArtistView, image: string): object {
  const sameAs = Object.values(artist.socialLinks ?? {}).filter((link) => /^https?:\/\//i.test(link));
  return {
    '@type': 'MusicGroup',
    name: artist.name,
    genre: artist.genre,
    description: artist.shortBio || artist.description,
    image: absoluteUrl(siteUrl, image),
    url: absoluteUrl(siteUrl, `/artists/${artist.id}`),
    ...(artist.location ? { foundingLocation: { '@type': 'Place', name: artist.location } } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

export function newsletterIssue(siteUrl: string, issue: PublicNewsletterView): object {
  return {
    '@type': 'Article',
    headline: issue.title,
    description: issue.description,
    datePublished: issue.sentAt ?? issue.publishedAt ?? issue.createdAt,
    publisher: organization(siteUrl),
    mainEntityOfPage: absoluteUrl(siteUrl, `/newsletter/${issue.id}`),
  };
}

/** A list page: its items in order, each by its address. */
export function itemList(siteUrl: string, name: string, items: { path: string; name: string }[]): object {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(siteUrl, item.path),
      name: item.name,
    })),
  };
}

export function splitTags(tags: string | null): string[] {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** A show: where, when, who plays, and whether tickets are still sold. */
export function musicEvent(siteUrl: string, event: EventView): object {
  const performers = splitTags(event.artists).map((name) => ({ '@type': 'MusicGroup', name }));
  return {
    '@type': 'MusicEvent',
    name: event.title,
    startDate: event.eventDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.location, address: event.location },
    url: absoluteUrl(siteUrl, `/events#event-${event.id}`),
    ...(performers.length > 0 ? { performer: performers } : {}),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(siteUrl, `/events#event-${event.id}`),
      availability: event.ticketsAvailable ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
  };
}

/** A release: an album, EP or mixtape is a MusicAlbum; a single is a MusicRecording. Its link may be a page of the site. */
export function musicRelease(release: ReleaseView, siteUrl: string): object {
  const byArtist = { '@type': 'MusicGroup', name: release.artist };
  const url = absoluteUrl(siteUrl, release.linkUrl);
  const common = { name: release.title, byArtist, datePublished: release.releaseDate, url };
  if (release.type === 'single') return { '@type': 'MusicRecording', ...common };
  return {
    '@type': 'MusicAlbum',
    ...common,
    albumReleaseType: release.type === 'EP' ? 'https://schema.org/EPRelease' : 'https://schema.org/AlbumRelease',
  };
}

/** A week's chart: a MusicPlaylist whose tracks are an ItemList of MusicRecordings in chart order. */
export function musicPlaylist(
  siteUrl: string,
  name: string,
  path: string,
  tracks: { path: string; name: string; byArtist: string }[],
): object {
  return {
    '@type': 'MusicPlaylist',
    name,
    url: absoluteUrl(siteUrl, path),
    numTracks: tracks.length,
    track: {
      '@type': 'ItemList',
      numberOfItems: tracks.length,
      itemListElement: tracks.map((track, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(siteUrl, track.path),
        item: {
          '@type': 'MusicRecording',
          name: track.name,
          byArtist: { '@type': 'MusicGroup', name: track.byArtist },
        },
      })),
    },
  };
}
