import type { JobsOptions } from 'bullmq';
import { createHash, randomUUID } from 'node:crypto';
import { ADMIN_JOB_NAMES } from '../shared/contracts/job-names';
import { currentIsoWeek } from '../shared/domain/iso-week';
import { pictureHash } from '../shared/domain/picture-variants';
import { JobName } from './job-names';
import {
  EMAIL_JOB_OPTIONS,
  NETWORK_JOB_OPTIONS,
  NEWSLETTER_EMAIL_JOB_OPTIONS,
  RECOMMENDATION_JOB_OPTIONS,
  SIGNAL_JOB_OPTIONS,
  MENTION_JOB_OPTIONS,
  SWEEP_JOB_OPTIONS,
  PUBLISH_JOB_OPTIONS,
  WEBHOOK_JOB_OPTIONS,
  FEDIVERSE_DELIVERY_JOB_OPTIONS,
  PICTURE_JOB_OPTIONS,
} from './job-options';
import type {
  BuildWeeklyChartPayload,
  DraftWeeklyDigestPayload,
  GenerateSpotlightPayload,
  PayloadOf,
  PublishScheduledPayload,
} from './job-payloads';
import { QueueName } from './queue-names';

/** A short stable name for an inbox address, fit for a job id (no ':'). */
function inboxKey(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/** Everything the producer needs to add one kind of job: services give it only the name and the payload. */
export interface JobDefinition<N extends JobName> {
  queue: QueueName;
  options: JobsOptions;
  /**
   * The id a new job gets. Ids carry their kind ('scrape-news-…') so they are
   * unique across queues and GET /api/admin/jobs/:id can find any run. BullMQ
   * refuses custom ids that are integers or contain ':'.
   */
  jobId: (payload: PayloadOf<N>) => string;
  /**
   * While a job with this key is waiting, delayed or active, adding another
   * returns that job instead of queueing a second run.
   */
  deduplicationKey?: (payload: PayloadOf<N>) => string;
}

type JobDefinitions = { readonly [N in JobName]: JobDefinition<N> };

export function uniqueJobId(kind: string): string {
  return `${kind}-${randomUUID()}`;
}

/** A spotlight job is for the week it names, else for the week it was asked in. */
function spotlightKey(payload: GenerateSpotlightPayload): string {
  return `${JobName.GenerateSpotlight}-${payload.week ?? currentIsoWeek()}`;
}

/** One digest draft per week at a time. */
function digestKey(payload: DraftWeeklyDigestPayload): string {
  return `${JobName.DraftWeeklyDigest}-${payload.week ?? currentIsoWeek()}`;
}

/** One chart build per week at a time. */
function chartKey(payload: BuildWeeklyChartPayload): string {
  return `${JobName.BuildWeeklyChart}-${payload.week ?? currentIsoWeek()}`;
}

/** Keeps each definition's queue as a literal type, so the worker's handler maps can be checked per queue. */
function defineJobs<const D extends JobDefinitions>(definitions: D): D {
  return definitions;
}

const DEFINITIONS = defineJobs({
  // One scrape of each kind at a time.
  [JobName.ScrapeNews]: {
    queue: QueueName.Scraping,
    options: NETWORK_JOB_OPTIONS,
    jobId: () => uniqueJobId(JobName.ScrapeNews),
    deduplicationKey: () => JobName.ScrapeNews,
  },
  [JobName.ScrapeReleases]: {
    queue: QueueName.Scraping,
    options: NETWORK_JOB_OPTIONS,
    jobId: () => uniqueJobId(JobName.ScrapeReleases),
    deduplicationKey: () => JobName.ScrapeReleases,
  },
  // One spotlight run per week at a time.
  [JobName.GenerateSpotlight]: {
    queue: QueueName.Spotlight,
    options: NETWORK_JOB_OPTIONS,
    jobId: (payload) => uniqueJobId(spotlightKey(payload)),
    deduplicationKey: spotlightKey,
  },
  // One pending generation per session: asking again while it runs finds that job.
  [JobName.GenerateRecommendations]: {
    queue: QueueName.Recommendations,
    options: RECOMMENDATION_JOB_OPTIONS,
    jobId: () => uniqueJobId('recommendations'),
    deduplicationKey: (payload) => `recommendations-${payload.sessionId}`,
  },
  // The eventId is also the stored row's unique key, so a signal delivered twice is stored once.
  [JobName.RecordInteraction]: {
    queue: QueueName.Signals,
    options: SIGNAL_JOB_OPTIONS,
    jobId: (payload) => `interaction-${payload.eventId}`,
  },
  [JobName.RecordVisit]: {
    queue: QueueName.Signals,
    options: SIGNAL_JOB_OPTIONS,
    jobId: () => uniqueJobId('visit'),
  },
  // The delivery key names one email and is its job id, so a repeated job sends nothing twice.
  [JobName.SendConfirmationEmail]: {
    queue: QueueName.Email,
    options: EMAIL_JOB_OPTIONS,
    jobId: (payload) => payload.deliveryKey,
  },
  [JobName.SendWelcomeEmail]: {
    queue: QueueName.Email,
    options: EMAIL_JOB_OPTIONS,
    jobId: (payload) => payload.deliveryKey,
  },
  [JobName.SendAlreadySubscribedEmail]: {
    queue: QueueName.Email,
    options: EMAIL_JOB_OPTIONS,
    jobId: (payload) => payload.deliveryKey,
  },
  [JobName.SendPreferencesLinkEmail]: {
    queue: QueueName.Email,
    options: EMAIL_JOB_OPTIONS,
    jobId: (payload) => payload.deliveryKey,
  },
  // The send key is stored on the newsletter: queueing it again (the overdue sweep) adds nothing while it exists.
  [JobName.SendNewsletter]: {
    queue: QueueName.Email,
    options: EMAIL_JOB_OPTIONS,
    jobId: (payload) => payload.sendKey,
  },
  // One job per recipient and round: a fan-out that runs twice queues each email once.
  [JobName.SendNewsletterEmail]: {
    queue: QueueName.Email,
    options: NEWSLETTER_EMAIL_JOB_OPTIONS,
    jobId: (payload) => newsletterEmailJobId(payload.newsletterId, payload.deliveryId, payload.round),
  },
  [JobName.SendNewsletterTest]: {
    queue: QueueName.Email,
    options: EMAIL_JOB_OPTIONS,
    jobId: () => uniqueJobId(JobName.SendNewsletterTest),
  },
  [JobName.DraftWeeklyDigest]: {
    queue: QueueName.Spotlight,
    options: NETWORK_JOB_OPTIONS,
    jobId: (payload) => uniqueJobId(digestKey(payload)),
    deduplicationKey: digestKey,
  },
  // Never deduplicated: a job reads the story or artist as it is when it runs, so an edit made while
  // one runs needs a run of its own; running twice stores the same rows.
  [JobName.MatchArticleMentions]: {
    queue: QueueName.Mentions,
    options: MENTION_JOB_OPTIONS,
    jobId: (payload) => uniqueJobId(`mentions-article-${payload.articleId}`),
  },
  [JobName.MatchArtistMentions]: {
    queue: QueueName.Mentions,
    options: MENTION_JOB_OPTIONS,
    jobId: (payload) => uniqueJobId(`mentions-artist-${payload.artistId}`),
  },
  // One link, one email: the link's id is the job id, so a repeated job sends nothing twice.
  [JobName.SendMemberLinkEmail]: {
    queue: QueueName.Email,
    options: EMAIL_JOB_OPTIONS,
    jobId: (payload) => `${JobName.SendMemberLinkEmail}-${payload.tokenId}`,
  },
  // One job per row and time: scheduling the same time again adds nothing, a new time is a new job
  // (the API removes the old one; left behind, it would find the row no longer scheduled for its time).
  [JobName.PublishScheduled]: {
    queue: QueueName.Publishing,
    options: PUBLISH_JOB_OPTIONS,
    jobId: publishJobId,
  },
  // Repeated every minute by the worker's scheduler, and run once as each worker starts.
  [JobName.PublishOverdue]: {
    queue: QueueName.Publishing,
    options: SWEEP_JOB_OPTIONS,
    jobId: () => uniqueJobId(JobName.PublishOverdue),
    deduplicationKey: () => JobName.PublishOverdue,
  },
  // Repeated by the worker's scheduler, and run once as each worker starts; one at a time.
  [JobName.MatchChangedMentions]: {
    queue: QueueName.Mentions,
    options: MENTION_JOB_OPTIONS,
    jobId: () => uniqueJobId(JobName.MatchChangedMentions),
    deduplicationKey: () => JobName.MatchChangedMentions,
  },
  // Repeated hourly by the worker's scheduler, and run once as each worker starts; running twice deletes nothing more.
  [JobName.CleanUpUploads]: {
    queue: QueueName.Publishing,
    options: SWEEP_JOB_OPTIONS,
    jobId: () => uniqueJobId(JobName.CleanUpUploads),
    deduplicationKey: () => JobName.CleanUpUploads,
  },
  // One placement per article: the id names the article, so asking twice queues it once, and a run
  // after the article was placed (or moved by an editor) changes nothing.
  [JobName.PlaceArticleInStory]: {
    queue: QueueName.Mentions,
    options: MENTION_JOB_OPTIONS,
    jobId: (payload) => `story-placement-${payload.articleId}`,
  },
  // One per release: the scraper and the desk may both report a release, and it is owed once.
  [JobName.NoteReleaseAlerts]: {
    queue: QueueName.Email,
    options: EMAIL_JOB_OPTIONS,
    jobId: (payload) => `release-alerts-${payload.releaseId}`,
  },
  // One per subscriber and due time: every drop owed before that time shares the email.
  [JobName.SendReleaseAlerts]: {
    queue: QueueName.Email,
    options: EMAIL_JOB_OPTIONS,
    jobId: releaseAlertEmailKey,
  },
  // One job per delivery at a time: the sweep and "send again" queue it by the same id; a job finds the
  // delivery no longer due when another attempt got there first.
  [JobName.DeliverWebhook]: {
    queue: QueueName.Webhooks,
    options: WEBHOOK_JOB_OPTIONS,
    jobId: (payload) => `webhook-delivery-${payload.deliveryId}`,
  },
  // Repeated by the worker's scheduler, and run once as each worker starts; one at a time.
  [JobName.DispatchWebhookEvents]: {
    queue: QueueName.Webhooks,
    options: SWEEP_JOB_OPTIONS,
    jobId: () => uniqueJobId(JobName.DispatchWebhookEvents),
    deduplicationKey: () => JobName.DispatchWebhookEvents,
  },
  // The key names the failure that disabled the endpoint, so a repeated job sends nothing twice.
  [JobName.SendWebhookDisabledEmail]: {
    queue: QueueName.Email,
    options: EMAIL_JOB_OPTIONS,
    jobId: (payload) => payload.deliveryKey,
  },
  // Repeated by the worker's scheduler, and run once as each worker starts; one at a time.
  [JobName.DispatchStoryActivities]: {
    queue: QueueName.Fediverse,
    options: SWEEP_JOB_OPTIONS,
    jobId: () => uniqueJobId(JobName.DispatchStoryActivities),
    deduplicationKey: () => JobName.DispatchStoryActivities,
  },
  // The activity and the server name the job: a sweep run twice queues one delivery per server.
  [JobName.DeliverStoryActivity]: {
    queue: QueueName.Fediverse,
    options: FEDIVERSE_DELIVERY_JOB_OPTIONS,
    jobId: (payload) => `story-activity-${payload.activityId}-${inboxKey(payload.inbox)}`,
  },
  // One Accept per follow: a Follow sent twice while the first Accept waits is answered once.
  [JobName.AcceptFediverseFollow]: {
    queue: QueueName.Fediverse,
    options: FEDIVERSE_DELIVERY_JOB_OPTIONS,
    jobId: (payload) => `accept-follow-${inboxKey(`${payload.actor} ${payload.followerUri}`)}`,
  },
  // One job per picture address: its hash is the id, so content naming the picture twice (or a sweep
  // finding it again while it waits) queues it once; a run after it is stored changes nothing.
  [JobName.ProcessPicture]: {
    queue: QueueName.Pictures,
    options: PICTURE_JOB_OPTIONS,
    jobId: (payload) => `picture-${pictureHash(payload.sourceUrl)}`,
  },
  // Repeated by the worker's scheduler and run once as each worker starts; one at a time.
  [JobName.FindNewPictures]: {
    queue: QueueName.Pictures,
    options: SWEEP_JOB_OPTIONS,
    jobId: () => uniqueJobId(JobName.FindNewPictures),
    deduplicationKey: () => JobName.FindNewPictures,
  },
  // The weekly chart reads the network like the spotlight's neighbours, on the same Monday queue.
  [JobName.BuildWeeklyChart]: {
    queue: QueueName.Spotlight,
    options: NETWORK_JOB_OPTIONS,
    jobId: (payload) => uniqueJobId(chartKey(payload)),
    deduplicationKey: chartKey,
  },
});

export const JOB_DEFINITIONS: JobDefinitions = DEFINITIONS;

/**
 * Keys of subscriber emails, which are also their job ids: the moment that
 * made the email due (the confirmation request, the confirmation itself) is
 * part of the key, so a second request is a new email and a repeated job is not.
 */
export function confirmationDeliveryKey(subscriptionId: number, requestedAt: Date): string {
  return `confirmation-${subscriptionId}-${requestedAt.getTime()}`;
}

export function alreadySubscribedDeliveryKey(subscriptionId: number, requestedAt: Date): string {
  return `already-subscribed-${subscriptionId}-${requestedAt.getTime()}`;
}

export function preferencesLinkDeliveryKey(subscriptionId: number, requestedAt: Date): string {
  return `preferences-link-${subscriptionId}-${requestedAt.getTime()}`;
}

export function welcomeDeliveryKey(subscriptionId: number, confirmedAt: Date): string {
  return `welcome-${subscriptionId}-${confirmedAt.getTime()}`;
}

/** The key of one send of a newsletter, which is also its job id; `round` tells sends (and retries) apart. */
export function newsletterSendKey(newsletterId: number, round: number): string {
  return `newsletter-send-${newsletterId}-${round}`;
}

/** The round a send key names: the recipients' jobs of that send carry it. */
export function roundOfSendKey(sendKey: string): string {
  return sendKey.slice(sendKey.lastIndexOf('-') + 1);
}

export function newsletterEmailJobId(newsletterId: number, deliveryId: number, round: string): string {
  return `newsletter-${newsletterId}-delivery-${deliveryId}-${round}`;
}

/** The delivery key of one alert email, which is also its job id: `release-alert-12-1767225600000`. */
export function releaseAlertEmailKey(payload: { subscriptionId: number; notBefore: number }): string {
  return `release-alert-${payload.subscriptionId}-${payload.notBefore}`;
}

/** The id of a scheduled publication: `publish-article-12-1767225600000` (kind, row id, time in ms). */
export function publishJobId(payload: PublishScheduledPayload): string {
  return `publish-${payload.kind}-${payload.id}-${Date.parse(payload.publishAt)}`;
}

/** The job names bound to one queue, as a type: a processor's handler map must cover exactly these. */
export type JobsOfQueue<Q extends QueueName> = {
  [N in JobName]: (typeof DEFINITIONS)[N]['queue'] extends Q ? N : never;
}[JobName];

const ALL_JOB_NAMES: readonly string[] = Object.values(JobName);

export function isJobName(name: string): name is JobName {
  return ALL_JOB_NAMES.includes(name);
}

export function jobsOfQueue<Q extends QueueName>(queue: Q): JobsOfQueue<Q>[] {
  return Object.values(JobName).filter((name) => isJobOfQueue(name, queue));
}

/** A job read back from a queue carries a plain string name; this tells whether it is one of that queue's jobs. */
export function isJobOfQueue<Q extends QueueName>(name: string, queue: Q): name is JobsOfQueue<Q> {
  return isJobName(name) && JOB_DEFINITIONS[name].queue === queue;
}

/** The queues whose runs the Automation tab lists. */
export const ADMIN_RUN_QUEUES: readonly QueueName[] = [
  ...new Set(ADMIN_JOB_NAMES.map((name) => JOB_DEFINITIONS[name].queue)),
];

/** What a job scheduler repeats: the job's name, a payload of its type and its definition's options. */
export function scheduledJob<N extends JobName>(name: N, data: PayloadOf<N>) {
  return { name, data, opts: JOB_DEFINITIONS[name].options };
}
