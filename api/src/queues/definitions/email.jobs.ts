import { jobsOnQueue } from '../job-definition';
import { newsletterEmailJobId, releaseAlertEmailKey, uniqueJobId } from '../job-keys';
import { JobName } from '../job-names';
import { EMAIL_JOB_OPTIONS, NEWSLETTER_EMAIL_JOB_OPTIONS } from '../job-options';
import { QueueName } from '../queue-names';

/** The delivery key names one email and is its job id, so a repeated job sends nothing twice. */
const KEYED_EMAIL = { options: EMAIL_JOB_OPTIONS, jobId: (payload: { deliveryKey: string }) => payload.deliveryKey };

export const EMAIL_JOBS = jobsOnQueue(QueueName.Email, {
  [JobName.SendConfirmationEmail]: KEYED_EMAIL,
  [JobName.SendWelcomeEmail]: KEYED_EMAIL,
  [JobName.SendAlreadySubscribedEmail]: KEYED_EMAIL,
  [JobName.SendPreferencesLinkEmail]: KEYED_EMAIL,
  // The key names the failure that disabled the endpoint.
  [JobName.SendWebhookDisabledEmail]: KEYED_EMAIL,
  // The send key is stored on the newsletter: queueing it again (the overdue sweep) adds nothing while it exists.
  [JobName.SendNewsletter]: { options: EMAIL_JOB_OPTIONS, jobId: (payload) => payload.sendKey },
  // One job per recipient and round: a fan-out that runs twice queues each email once.
  [JobName.SendNewsletterEmail]: {
    options: NEWSLETTER_EMAIL_JOB_OPTIONS,
    jobId: (payload) => newsletterEmailJobId(payload.newsletterId, payload.deliveryId, payload.round),
  },
  [JobName.SendNewsletterTest]: { options: EMAIL_JOB_OPTIONS, jobId: () => uniqueJobId(JobName.SendNewsletterTest) },
  // One link, one email: the link's id is the job id, so a repeated job sends nothing twice.
  [JobName.SendMemberLinkEmail]: {
    options: EMAIL_JOB_OPTIONS,
    jobId: (payload) => `${JobName.SendMemberLinkEmail}-${payload.tokenId}`,
  },
  // One per release: the scraper and the desk may both report a release, and it is owed once.
  [JobName.NoteReleaseAlerts]: {
    options: EMAIL_JOB_OPTIONS,
    jobId: (payload) => `release-alerts-${payload.releaseId}`,
  },
  // One per subscriber and due time: every drop owed before that time shares the email.
  [JobName.SendReleaseAlerts]: { options: EMAIL_JOB_OPTIONS, jobId: releaseAlertEmailKey },
});
