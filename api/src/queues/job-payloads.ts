import { JobName } from './job-names';

export type { JobResult } from '../shared/contracts/jobs';

/** Who asked for a job; kept for the run history. Never holds a secret. */
export interface RequestedBy {
  requestedBy: 'admin' | 'scheduler' | 'cli';
  userId?: string;
}

export type ScrapeNewsPayload = RequestedBy;
export type ScrapeReleasesPayload = RequestedBy;

export interface GenerateSpotlightPayload extends RequestedBy {
  /** ISO week 'YYYY-Wnn'; omitted means the week the job runs in. */
  week?: string;
}

export interface GenerateRecommendationsPayload {
  sessionId: string;
  limit: number;
}

export interface RecordInteractionPayload {
  eventId: string;
  sessionId: string;
  userId?: string;
  articleId: number;
  interactionType: string;
  interactionValue?: number;
  metadata?: Record<string, unknown>;
  occurredAt: string;
}

export interface RecordVisitPayload {
  sessionId: string;
  path: string;
  occurredAt: string;
}

/**
 * An email about one subscription. The worker reads the address and names from
 * the subscription when it sends, so the queue never holds them; the key names
 * this one email (it is also the job id), so it goes out at most once.
 */
export interface SubscriberEmailPayload {
  subscriptionId: number;
  deliveryKey: string;
}

/**
 * Starts (or, run again, resumes) one send of a newsletter: snapshot the
 * recipients, then queue an email job per recipient. The key is the job id and
 * is stored on the newsletter, so a cancelled or replaced send finds nothing to do.
 */
export interface SendNewsletterPayload {
  newsletterId: number;
  sendKey: string;
  /** A retry of failed deliveries queues them again without taking a new snapshot. */
  retry?: boolean;
}

/** One recipient's email of a send; the delivery row holds who and whether it went out. */
export interface SendNewsletterEmailPayload {
  newsletterId: number;
  deliveryId: number;
  /** The send key's round, so a retry of failed deliveries gets fresh job ids. */
  round: string;
  /** One of the send's last emails: once it is out, it checks whether the whole send is. */
  closing?: boolean;
}

/** A test send of the newsletter as it is now, to at most five addresses typed by the admin. */
export interface SendNewsletterTestPayload {
  newsletterId: number;
  emails: string[];
}

export interface DraftWeeklyDigestPayload extends RequestedBy {
  /** ISO week 'YYYY-Wnn'; omitted means the week the job runs in. */
  week?: string;
}

/** Build one week's hip hop chart from the chart sources; running it again for a week changes nothing. */
export interface BuildWeeklyChartPayload extends RequestedBy {
  /** ISO week 'YYYY-Wnn'; omitted means the week the job runs in. */
  week?: string;
}

/** Match one story against every artist's names; run whenever the story arrives or changes. */
export interface MatchArticleMentionsPayload {
  articleId: number;
}

/** Put an article written on the desk in the story it reports on (it starts as a story of its own). */
export interface PlaceArticleInStoryPayload {
  articleId: number;
}

/** Match one artist's names against every story; run when the artist is added or renamed. */
export interface MatchArtistMentionsPayload {
  artistId: number;
}

/**
 * An invitation or password-reset email. Only the link's id travels: the
 * worker derives the link's token from it with the key both processes hold,
 * so neither the queue nor the database ever holds a usable token.
 */
export interface MemberLinkEmailPayload {
  tokenId: string;
}

/** What can be scheduled to go public: a story or an artist's profile. */
export type PublishableKind = 'article' | 'artist';

/**
 * Publish one scheduled story or profile at its time. The time is part of the
 * payload (and of the job id): a job whose row was rescheduled or unpublished
 * since finds the row no longer scheduled for that time and changes nothing.
 */
export interface PublishScheduledPayload {
  kind: PublishableKind;
  id: number;
  /** ISO 8601, as stored in publish_at. */
  publishAt: string;
}

/** Publish everything whose scheduled time has passed (the worker's sweep, every minute and at start). */
export type PublishOverduePayload = Record<string, never>;

/** Match every story and artist changed since the last sweep (the worker's sweep, repeated and at start). */
export type MatchChangedMentionsPayload = Record<string, never>;

/** Delete uploaded pictures older than a day that no content names (the worker's sweep, repeated and at start). */
export type CleanUpUploadsPayload = Record<string, never>;

/**
 * A release just landed (scraped as new, or added by the desk): owe it to
 * every subscriber who follows its artist with alerts on, and schedule their
 * alert emails. Once per release: the release id is the job id.
 */
export interface NoteReleaseAlertsPayload {
  releaseId: number;
}

/**
 * One subscriber's alert email, due at `notBefore` (ms since the epoch): it
 * carries every drop still owed to them when it runs. The pair names the email
 * (its job id and delivery key); the addresses and releases are read when it runs.
 */
export interface SendReleaseAlertsPayload {
  subscriptionId: number;
  notBefore: number;
}

/**
 * One attempt at one webhook delivery. Only the delivery's id travels: the
 * worker reads the endpoint's address and secret and the event when it sends,
 * so neither the secret nor any subscriber's data sits in the queue.
 */
export interface DeliverWebhookPayload {
  deliveryId: number;
}

/** Turn new events into deliveries and queue the due ones (the worker's sweep, repeated and at start). */
export type DispatchWebhookEventsPayload = Record<string, never>;

/** Turn new story activities into one delivery per follower server (the worker's sweep, repeated and at start). */
export type DispatchStoryActivitiesPayload = Record<string, never>;

/** One story activity (Create, Update or Delete) to one server's inbox. */
export interface DeliverStoryActivityPayload {
  activityId: number;
  inbox: string;
}

/** The Accept that answers one follower's Follow of one of our actors. */
export interface AcceptFediverseFollowPayload {
  actor: string;
  followerUri: string;
}

/** Tells the admin who registered an endpoint that it was disabled; the key names this one email. */
export interface WebhookDisabledEmailPayload {
  endpointId: number;
  deliveryKey: string;
}

/** Fetch one remote picture and make its variants; the address is the whole job (its hash is the job id). */
export interface ProcessPicturePayload {
  sourceUrl: string;
}

export type FindNewPicturesPayload = Record<string, never>;

/** The payload type of each job: the compiler refuses a job enqueued with the wrong data. */
export interface JobPayloads {
  [JobName.ScrapeNews]: ScrapeNewsPayload;
  [JobName.ScrapeReleases]: ScrapeReleasesPayload;
  [JobName.GenerateSpotlight]: GenerateSpotlightPayload;
  [JobName.GenerateRecommendations]: GenerateRecommendationsPayload;
  [JobName.RecordInteraction]: RecordInteractionPayload;
  [JobName.RecordVisit]: RecordVisitPayload;
  [JobName.SendConfirmationEmail]: SubscriberEmailPayload;
  [JobName.SendWelcomeEmail]: SubscriberEmailPayload;
  [JobName.SendAlreadySubscribedEmail]: SubscriberEmailPayload;
  [JobName.SendPreferencesLinkEmail]: SubscriberEmailPayload;
  [JobName.SendNewsletter]: SendNewsletterPayload;
  [JobName.SendNewsletterEmail]: SendNewsletterEmailPayload;
  [JobName.SendNewsletterTest]: SendNewsletterTestPayload;
  [JobName.DraftWeeklyDigest]: DraftWeeklyDigestPayload;
  [JobName.MatchArticleMentions]: MatchArticleMentionsPayload;
  [JobName.MatchArtistMentions]: MatchArtistMentionsPayload;
  [JobName.SendMemberLinkEmail]: MemberLinkEmailPayload;
  [JobName.PublishScheduled]: PublishScheduledPayload;
  [JobName.PublishOverdue]: PublishOverduePayload;
  [JobName.MatchChangedMentions]: MatchChangedMentionsPayload;
  [JobName.CleanUpUploads]: CleanUpUploadsPayload;
  [JobName.PlaceArticleInStory]: PlaceArticleInStoryPayload;
  [JobName.NoteReleaseAlerts]: NoteReleaseAlertsPayload;
  [JobName.SendReleaseAlerts]: SendReleaseAlertsPayload;
  [JobName.DeliverWebhook]: DeliverWebhookPayload;
  [JobName.DispatchWebhookEvents]: DispatchWebhookEventsPayload;
  [JobName.SendWebhookDisabledEmail]: WebhookDisabledEmailPayload;
  [JobName.DispatchStoryActivities]: DispatchStoryActivitiesPayload;
  [JobName.DeliverStoryActivity]: DeliverStoryActivityPayload;
  [JobName.AcceptFediverseFollow]: AcceptFediverseFollowPayload;
  [JobName.ProcessPicture]: ProcessPicturePayload;
  [JobName.FindNewPictures]: FindNewPicturesPayload;
  [JobName.BuildWeeklyChart]: BuildWeeklyChartPayload;
}

export type PayloadOf<N extends JobName> = JobPayloads[N];
