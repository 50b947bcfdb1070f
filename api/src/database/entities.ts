import { Article } from '../modules/articles/article.entity';
import { ArticleRevision } from '../modules/article-revisions/article-revision.entity';
import { Upload } from '../modules/uploads/upload.entity';
import { ArticleArtistMention } from '../modules/artist-mentions/article-artist-mention.entity';
import { ArtistSpotlight } from '../modules/artists/artist-spotlight.entity';
import { Artist } from '../modules/artists/artist.entity';
import { EventEntity } from '../modules/events/event.entity';
import { ArtistFollow } from '../modules/follows/artist-follow.entity';
import { Newsletter } from '../modules/newsletters/newsletter.entity';
import { PersonalizedRecommendation } from '../modules/personalization/personalized-recommendation.entity';
import { UserInteraction } from '../modules/personalization/user-interaction.entity';
import { UserPreferences } from '../modules/personalization/user-preferences.entity';
import { Release } from '../modules/releases/release.entity';
import { ReleaseListing } from '../modules/releases/release-listing.entity';
import { ScrapeSource } from '../modules/scrape-sources/scrape-source.entity';
import { SessionRow } from '../modules/sessions/session.entity';
import { Story } from '../modules/stories/story.entity';
import { StreamingChart } from '../modules/streaming-charts/streaming-chart.entity';
import { Subscription } from '../modules/subscriptions/subscription.entity';
import { SubscriberPreferences } from '../modules/subscriptions/subscriber-preferences.entity';
import { User } from '../modules/users/user.entity';
import { AuditEntry } from '../modules/audit/audit-entry.entity';
import { MemberToken } from '../modules/member-tokens/member-token.entity';
import { VisitorSession } from '../modules/visits/visitor-session.entity';

/** Every entity, registered once for the API, the worker and the CLI data source. */
export const ENTITIES = [
  Article,
  ArticleRevision,
  AuditEntry,
  ArticleArtistMention,
  Artist,
  ArtistSpotlight,
  ArtistFollow,
  EventEntity,
  MemberToken,
  Newsletter,
  PersonalizedRecommendation,
  Release,
  ReleaseListing,
  ScrapeSource,
  SessionRow,
  Story,
  StreamingChart,
  Subscription,
  SubscriberPreferences,
  User,
  UserInteraction,
  UserPreferences,
  Upload,
  VisitorSession,
];
