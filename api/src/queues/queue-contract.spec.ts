import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_RUN_QUEUES, JOB_DEFINITIONS, isJobOfQueue, jobsOfQueue } from './job-definitions';
import {
  alreadySubscribedDeliveryKey,
  preferencesLinkDeliveryKey,
  confirmationDeliveryKey,
  newsletterSendKey,
  roundOfSendKey,
  welcomeDeliveryKey,
} from './job-keys';
import { JobName } from './job-names';
import { ALL_QUEUES, QueueName } from './queue-names';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('queue contract', () => {
  it('binds every job to a known queue and gives every queue at least one job', () => {
    for (const job of Object.values(JobName)) expect(ALL_QUEUES).toContain(JOB_DEFINITIONS[job].queue);
    for (const queue of ALL_QUEUES) expect(jobsOfQueue(queue).length).toBeGreaterThan(0);
  });

  it('uses distinct names for queues and jobs', () => {
    expect(new Set(Object.values(QueueName)).size).toBe(Object.values(QueueName).length);
    expect(new Set(Object.values(JobName)).size).toBe(Object.values(JobName).length);
  });

  it('never registers a processor in the API process', () => {
    const apiSource = join(__dirname, '..');
    const offenders = sourceFiles(apiSource).filter((file) =>
      /@Processor\(|extends WorkerHost/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('gives every job an id BullMQ accepts, carrying its kind', () => {
    const samples = {
      [JobName.ScrapeNews]: { requestedBy: 'admin' },
      [JobName.ScrapeReleases]: { requestedBy: 'admin' },
      [JobName.GenerateSpotlight]: { requestedBy: 'admin', week: '2026-W07' },
      [JobName.GenerateRecommendations]: { sessionId: 'session-1763683200000-abcd1234', limit: 8 },
      [JobName.RecordInteraction]: {
        eventId: 'e1',
        sessionId: 'session-1763683200000-abcd1234',
        articleId: 1,
        interactionType: 'view',
        occurredAt: '2026-02-09T10:00:00.000Z',
      },
      [JobName.RecordVisit]: {
        sessionId: 'session-1763683200000-abcd1234',
        path: '/',
        occurredAt: '2026-02-09T10:00:00.000Z',
      },
      [JobName.SendConfirmationEmail]: { subscriptionId: 7, deliveryKey: confirmationDeliveryKey(7, new Date(0)) },
      [JobName.SendWelcomeEmail]: { subscriptionId: 7, deliveryKey: welcomeDeliveryKey(7, new Date(0)) },
      [JobName.SendAlreadySubscribedEmail]: {
        subscriptionId: 7,
        deliveryKey: alreadySubscribedDeliveryKey(7, new Date(0)),
      },
      [JobName.SendPreferencesLinkEmail]: {
        subscriptionId: 7,
        deliveryKey: preferencesLinkDeliveryKey(7, new Date(0)),
      },
      [JobName.SendNewsletter]: { newsletterId: 3, sendKey: newsletterSendKey(3, 1764000000000) },
      [JobName.SendNewsletterEmail]: { newsletterId: 3, deliveryId: 12, round: '1764000000000' },
      [JobName.SendNewsletterTest]: { newsletterId: 3, emails: ['a@example.com'] },
      [JobName.DraftWeeklyDigest]: { requestedBy: 'scheduler' },
      [JobName.MatchArticleMentions]: { articleId: 4 },
      [JobName.MatchArtistMentions]: { artistId: 9 },
      [JobName.SendMemberLinkEmail]: { tokenId: '6f1c2d3e-0000-4000-8000-000000000001' },
      [JobName.PublishScheduled]: { kind: 'article', id: 4, publishAt: '2026-12-01T09:00:00.000Z' },
      [JobName.PublishOverdue]: {},
      [JobName.MatchChangedMentions]: {},
      [JobName.CleanUpUploads]: {},
      [JobName.PlaceArticleInStory]: { articleId: 4 },
      [JobName.NoteReleaseAlerts]: { releaseId: 9 },
      [JobName.SendReleaseAlerts]: { subscriptionId: 3, notBefore: 1_767_225_600_000 },
      [JobName.DeliverWebhook]: { deliveryId: 5 },
      [JobName.DispatchWebhookEvents]: {},
      [JobName.SendWebhookDisabledEmail]: { endpointId: 2, deliveryKey: 'webhook-disabled-2-5-3' },
      [JobName.DispatchStoryActivities]: {},
      [JobName.DeliverStoryActivity]: { activityId: 7, inbox: 'https://social.example/inbox' },
      [JobName.AcceptFediverseFollow]: { actor: 'news', followerUri: 'https://social.example/users/nia' },
      [JobName.ProcessPicture]: { sourceUrl: 'https://outlet.example/a.jpg' },
      [JobName.FindNewPictures]: {},
      [JobName.BuildWeeklyChart]: { requestedBy: 'admin', week: '2026-W48' },
    } as const;
    for (const name of Object.values(JobName)) {
      const id = JOB_DEFINITIONS[name].jobId(samples[name] as never);
      expect(id).not.toContain(':');
      expect(id).not.toMatch(/^\d+$/);
    }
    expect(JOB_DEFINITIONS[JobName.GenerateSpotlight].jobId(samples[JobName.GenerateSpotlight])).toMatch(
      /^generate-spotlight-2026-W07-/,
    );
    expect(JOB_DEFINITIONS[JobName.RecordInteraction].jobId(samples[JobName.RecordInteraction])).toBe('interaction-e1');
    // The article names the placement, so asking twice while it waits queues one job.
    expect(JOB_DEFINITIONS[JobName.PlaceArticleInStory].jobId(samples[JobName.PlaceArticleInStory])).toBe(
      'story-placement-4',
    );
    // A release is owed once however many times it is reported; an alert email is named by its subscriber and time.
    expect(JOB_DEFINITIONS[JobName.NoteReleaseAlerts].jobId(samples[JobName.NoteReleaseAlerts])).toBe(
      'release-alerts-9',
    );
    expect(JOB_DEFINITIONS[JobName.SendReleaseAlerts].jobId(samples[JobName.SendReleaseAlerts])).toBe(
      'release-alert-3-1767225600000',
    );
    // The delivery names the job, so the sweep and "send again" never queue one delivery twice at once.
    expect(JOB_DEFINITIONS[JobName.DeliverWebhook].jobId(samples[JobName.DeliverWebhook])).toBe('webhook-delivery-5');
    // The picture's hash names its job, so content naming one picture twice queues it once.
    expect(JOB_DEFINITIONS[JobName.ProcessPicture].jobId(samples[JobName.ProcessPicture])).toMatch(
      /^picture-[0-9a-f]{32}$/,
    );
  });

  it('gives each subscriber email its delivery key as job id, so a repeated job is the same email', () => {
    const confirmation = JOB_DEFINITIONS[JobName.SendConfirmationEmail];
    expect(confirmation.queue).toBe(QueueName.Email);
    expect(confirmation.jobId({ subscriptionId: 7, deliveryKey: confirmationDeliveryKey(7, new Date(1000)) })).toBe(
      'confirmation-7-1000',
    );
    expect(confirmationDeliveryKey(7, new Date(1000))).not.toBe(confirmationDeliveryKey(7, new Date(2000)));
    expect(JOB_DEFINITIONS[JobName.SendWelcomeEmail].jobId({ subscriptionId: 7, deliveryKey: 'welcome-7-5' })).toBe(
      'welcome-7-5',
    );
    expect(confirmation.options.attempts).toBeGreaterThan(1);
  });

  it('ties a newsletter send and its recipients to one key, so repeating a fan-out queues each email once', () => {
    const key = newsletterSendKey(3, 1764000000000);
    expect(JOB_DEFINITIONS[JobName.SendNewsletter].jobId({ newsletterId: 3, sendKey: key })).toBe(key);
    const emailJob = JOB_DEFINITIONS[JobName.SendNewsletterEmail];
    const payload = { newsletterId: 3, deliveryId: 12, round: roundOfSendKey(key) };
    expect(emailJob.jobId(payload)).toBe(emailJob.jobId({ ...payload }));
    expect(emailJob.jobId(payload)).not.toBe(emailJob.jobId({ ...payload, round: '1764000000001' }));
    expect(emailJob.options.priority).toBeGreaterThan(0);
  });

  it('lets one run of a scrape, one spotlight per week and one generation per session be pending at a time', () => {
    const scrape = JOB_DEFINITIONS[JobName.ScrapeNews];
    expect(scrape.deduplicationKey?.({ requestedBy: 'admin' })).toBe(scrape.deduplicationKey?.({ requestedBy: 'cli' }));
    const spotlight = JOB_DEFINITIONS[JobName.GenerateSpotlight].deduplicationKey!;
    expect(spotlight({ requestedBy: 'admin', week: '2026-W07' })).toBe(
      spotlight({ requestedBy: 'cli', week: '2026-W07' }),
    );
    expect(spotlight({ requestedBy: 'admin', week: '2026-W07' })).not.toBe(
      spotlight({ requestedBy: 'admin', week: '2026-W08' }),
    );
    const generation = JOB_DEFINITIONS[JobName.GenerateRecommendations].deduplicationKey!;
    expect(generation({ sessionId: 'session-1-a', limit: 8 })).not.toBe(
      generation({ sessionId: 'session-2-b', limit: 8 }),
    );
    // Signals are never collapsed: every event counts.
    expect(JOB_DEFINITIONS[JobName.RecordInteraction].deduplicationKey).toBeUndefined();
    expect(JOB_DEFINITIONS[JobName.RecordVisit].deduplicationKey).toBeUndefined();
  });

  it('tells a queue its own jobs from any other name, and lists the admin-started runs of scraping and spotlight', () => {
    expect(isJobOfQueue(JobName.ScrapeNews, QueueName.Scraping)).toBe(true);
    expect(isJobOfQueue(JobName.ScrapeNews, QueueName.Spotlight)).toBe(false);
    expect(isJobOfQueue('scrape-everything', QueueName.Scraping)).toBe(false);
    expect([...ADMIN_RUN_QUEUES].sort()).toEqual([QueueName.Scraping, QueueName.Spotlight]);
  });
});
