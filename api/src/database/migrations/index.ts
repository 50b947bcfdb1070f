import { InitialSchema1763683200000 } from './1763683200000-InitialSchema';
import { ContentChangeLog1763900000000 } from './1763900000000-ContentChangeLog';
import { RateLimits1764000000000 } from './1764000000000-RateLimits';
import { SubscriberLifecycle1764100000000 } from './1764100000000-SubscriberLifecycle';
import { NewsletterSending1764200000000 } from './1764200000000-NewsletterSending';
import { VisitorDays1764213000000 } from './1764213000000-VisitorDays';
import { ManagedScrapeSources1764300000000 } from './1764300000000-ManagedScrapeSources';
import { FullTextSearch1764500000000 } from './1764500000000-FullTextSearch';
import { SessionChangeLog1764700000000 } from './1764700000000-SessionChangeLog';
import { ArtistStory1764600000000 } from './1764600000000-ArtistStory';
import { ChartChangeLog1764800000000 } from './1764800000000-ChartChangeLog';
import { EditorialDesk1764950000000 } from './1764950000000-EditorialDesk';
import { PublicationStatus1765000000000 } from './1765000000000-PublicationStatus';
import { ScrapeReviewPolicy1765000100000 } from './1765000100000-ScrapeReviewPolicy';
import { AdminListOrders1765000300000 } from './1765000300000-AdminListOrders';
import { MentionSweep1765100000000 } from './1765100000000-MentionSweep';
import { SessionsByMember1765100100000 } from './1765100100000-SessionsByMember';
import { MemberRemovedAt1765200000000 } from './1765200000000-MemberRemovedAt';
import { OneArticleBody1765300000000 } from './1765300000000-OneArticleBody';
import { EventTimeZones1765300100000 } from './1765300100000-EventTimeZones';
import { SourceFailedRuns1765300200000 } from './1765300200000-SourceFailedRuns';
import { ContentCreatedBy1765300300000 } from './1765300300000-ContentCreatedBy';
import { DropAdminStats1765300470000 } from './1765300470000-DropAdminStats';
import { StoryEditor1765400000000 } from './1765400000000-StoryEditor';
import { Uploads1765400100000 } from './1765400100000-Uploads';
import { ArtistFollows1765500000000 } from './1765500000000-ArtistFollows';
import { Stories1765600000000 } from './1765600000000-Stories';
import { ReleaseListings1765700000000 } from './1765700000000-ReleaseListings';
import { SearchWords1765800000000 } from './1765800000000-SearchWords';
import { ReleaseAlerts1765900000000 } from './1765900000000-ReleaseAlerts';
import { EditorStoryMoves1766700000000 } from './1766700000000-EditorStoryMoves';
import { ChartPublishedWebhook1766800000000 } from './1766800000000-ChartPublishedWebhook';
import { ArticleBodyPictures1767000000000 } from './1767000000000-ArticleBodyPictures';
import { StoredCardExcerpts1767100000000 } from './1767100000000-StoredCardExcerpts';
import { Fediverse1767300000000 } from './1767300000000-Fediverse';
import { RecentPageViews1767500000000 } from './1767500000000-RecentPageViews';
import { StoryObjects1767600000000 } from './1767600000000-StoryObjects';
import { PictureCrops1767700000000 } from './1767700000000-PictureCrops';
import { PersonalDigest1766000000000 } from './1766000000000-PersonalDigest';
import { RecognisedSessions1766100000000 } from './1766100000000-RecognisedSessions';
import { Webhooks1766400000000 } from './1766400000000-Webhooks';
import { Pictures1766200000000 } from './1766200000000-Pictures';
import { WeeklyCharts1766300000000 } from './1766300000000-WeeklyCharts';

/** Listed explicitly (not globbed) so ts-jest, tsc output and the CLI all see the same set. */
export const MIGRATIONS = [
  InitialSchema1763683200000,
  ContentChangeLog1763900000000,
  RateLimits1764000000000,
  SubscriberLifecycle1764100000000,
  NewsletterSending1764200000000,
  VisitorDays1764213000000,
  ManagedScrapeSources1764300000000,
  FullTextSearch1764500000000,
  ArtistStory1764600000000,
  SessionChangeLog1764700000000,
  ChartChangeLog1764800000000,
  EditorialDesk1764950000000,
  PublicationStatus1765000000000,
  ScrapeReviewPolicy1765000100000,
  AdminListOrders1765000300000,
  MentionSweep1765100000000,
  SessionsByMember1765100100000,
  MemberRemovedAt1765200000000,
  OneArticleBody1765300000000,
  EventTimeZones1765300100000,
  SourceFailedRuns1765300200000,
  ContentCreatedBy1765300300000,
  DropAdminStats1765300470000,
  StoryEditor1765400000000,
  Uploads1765400100000,
  ArtistFollows1765500000000,
  Stories1765600000000,
  ReleaseListings1765700000000,
  SearchWords1765800000000,
  ReleaseAlerts1765900000000,
  PersonalDigest1766000000000,
  RecognisedSessions1766100000000,
  Pictures1766200000000,
  WeeklyCharts1766300000000,
  Webhooks1766400000000,
  EditorStoryMoves1766700000000,
  ChartPublishedWebhook1766800000000,
  ArticleBodyPictures1767000000000,
  StoredCardExcerpts1767100000000,
  Fediverse1767300000000,
  RecentPageViews1767500000000,
  StoryObjects1767600000000,
  PictureCrops1767700000000,
];
