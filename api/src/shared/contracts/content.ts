import type { ArticleCategory } from '../domain/categories';
import type { ArtistContentStatus, PublicationStatus } from '../domain/publication-status';
import type { ReleaseType } from '../domain/release-types';

/**
 * The public content shapes as the JSON API sends them (dates as ISO strings):
 * each list, detail, create and update of the collection answers its view.
 */
/**
 * An article as a list shows it (cards on the home page, /articles, the
 * spotlight and personalised screens): everything a card reads, with the card
 * texts cut once on the server by the shared excerpt rules, and no bodies.
 */
export interface ArticleCard {
  id: number;
  title: string;
  excerpt: string;
  /** The /articles card text: the short markdown's running text cut by `listExcerpt`, else `excerpt`. */
  listExcerpt: string;
  /** The home page card text: the same rule cut by `homeExcerpt`. */
  homeExcerpt: string;
  category: ArticleCategory;
  imageUrl: string | null;
  wordCount: number;
  /** The article has a long-form body (`longMd`) to read on its page. */
  hasLongForm: boolean;
  canonicalUrl: string | null;
  author: string | null;
  featured: boolean;
  publishedAt: string;
  source: string | null;
  sourceUrl: string | null;
  isAiGenerated: boolean;
  /** Comma-separated. */
  tags: string | null;
  createdAt: string;
  updatedAt: string;
  /** Always `published` on the public reads; the admin's reads show every status. */
  status: PublicationStatus;
  /** When a scheduled story goes out; null unless `status` is `scheduled`. */
  publishAt: string | null;
  /** The story the article reports on; every article of one story shares it. */
  storyId: number;
  /** The articles readers can see in that story, itself included. */
  storySize: number;
}

/** One article with its bodies: the detail, and the list with `?view=full` (the admin's editor). */
export interface ArticleView extends ArticleCard {
  content: string;
  shortMd: string | null;
  longMd: string | null;
  slug: string | null;
  /** The hero picture's alt text. */
  imageAlt: string | null;
  /** The page head's title and description, when they differ from the headline and excerpt. */
  seoTitle: string | null;
  seoDescription: string | null;
  /** Moves on at every save; an edit sends the one it was made from. */
  revision: number;
}

/** An article as the admin's list and editor read it: whose it is, and whether the signed-in member may edit it. */
export interface AdminArticleView extends ArticleView {
  /** The desk member who created it; null for scraped and seeded stories. */
  createdBy: string | null;
  /** Decided by the server with the rule it checks every edit against (an author: their own drafts only). */
  editable: boolean;
}

export interface ArtistView {
  id: number;
  name: string;
  genre: string;
  description: string;
  /** Other names stories use for the artist. */
  aliases: string[];
  imageUrl: string | null;
  musicbrainzId: string | null;
  shortBio: string | null;
  fullBio: string | null;
  location: string | null;
  socialLinks: Record<string, string>;
  latestProject: string | null;
  latestProjectUrl: string | null;
  latestProjectImage: string | null;
  scrapedAt: string | null;
  sourceUrl: string | null;
  isSpotlighted: boolean;
  spotlightedAt: string | null;
  spotlightWeek: string | null;
  /** The spec's field, derived from `status`: `scheduled` reads as `draft`. */
  contentStatus: ArtistContentStatus;
  status: PublicationStatus;
  publishAt: string | null;
  aiGenerated: boolean;
  createdAt: string;
  updatedAt: string;
}

/** An artist as lists show it (the roster, the spotlight): no `fullBio`, which only the profile reads. */
export type ArtistCard = Omit<ArtistView, 'fullBio'>;

export interface ReleaseView {
  id: number;
  title: string;
  artist: string;
  linkUrl: string;
  source: string;
  type: ReleaseType;
  imageUrl: string | null;
  releaseDate: string;
  artistId: number | null;
  createdAt: string;
  /** Every source's listing of the release; `linkUrl` is the primary one. */
  links: ReleaseLinkView[];
  /** The standard edition (edition null) first, then 'Deluxe', 'Explicit', 'Remastered' and the like. */
  editions: ReleaseEditionView[];
}

export interface ReleaseLinkView {
  source: string;
  url: string;
}

export interface ReleaseEditionView {
  title: string;
  edition: string | null;
}

/** One source's listing, as the desk sees it to split it out of its release. */
export interface ReleaseListingView {
  id: number;
  source: string;
  url: string;
  title: string;
  edition: string | null;
}

/** GET /api/admin/releases/:id: the release and its listings by id. */
export interface AdminReleaseView extends ReleaseView {
  listings: ReleaseListingView[];
}

/** One song of the streaming chart, as /api/charts lists it (by position). */
export interface ChartEntryView {
  id: number;
  songTitle: string;
  artist: string;
  album: string | null;
  position: number;
  /** Where the song stood on the chart before; null for a song new to the chart. */
  previousPosition: number | null;
  isNew: boolean;
  imageUrl: string | null;
  spotifyUrl: string | null;
  appleMusicUrl: string | null;
  youtubeUrl: string | null;
  genre: string;
  updatedAt: string;
  /** The ISO week the entry charts in ('2026-W48'); null for a chart kept from before weekly builds. */
  week: string | null;
  /** The song across weeks (GET /api/charts/songs/:songId); null for a chart kept from before weekly builds. */
  songId: number | null;
  /** The artist's page, when the artist is on the site. */
  artistId: number | null;
  weeksOnChart: number | null;
  peakPosition: number | null;
  /** On the chart before, but not the week before. */
  reEntry: boolean;
  /** The reciprocal-rank-fusion score the position comes from. */
  totalScore: number;
  /** Which source put the song where. */
  sources: ChartEntrySource[];
}

export interface ChartEntrySource {
  /** The source's name ('Apple Music', 'Last.fm'). */
  source: string;
  rank: number;
  url: string | null;
}
