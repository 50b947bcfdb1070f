/**
 * Every job the worker knows. The API's queue contract binds each to its queue;
 * the admin screens read the names and labels from here, so no screen spells a job.
 */
export enum JobName {
  ScrapeNews = 'scrape-news',
  ScrapeReleases = 'scrape-releases',
  GenerateSpotlight = 'generate-spotlight',
  GenerateRecommendations = 'generate-recommendations',
  RecordInteraction = 'record-interaction',
  RecordVisit = 'record-visit',
  SendConfirmationEmail = 'send-confirmation-email',
  SendWelcomeEmail = 'send-welcome-email',
  SendAlreadySubscribedEmail = 'send-already-subscribed-email',
  SendPreferencesLinkEmail = 'send-preferences-link-email',
  SendNewsletter = 'send-newsletter',
  SendNewsletterEmail = 'send-newsletter-email',
  SendNewsletterTest = 'send-newsletter-test',
  DraftWeeklyDigest = 'draft-weekly-digest',
  MatchArticleMentions = 'match-article-mentions',
  MatchArtistMentions = 'match-artist-mentions',
  SendMemberLinkEmail = 'send-member-link-email',
  PublishScheduled = 'publish-scheduled',
  PublishOverdue = 'publish-overdue',
  MatchChangedMentions = 'match-changed-mentions',
  CleanUpUploads = 'clean-up-uploads',
  PlaceArticleInStory = 'place-article-in-story',
  NoteReleaseAlerts = 'note-release-alerts',
  SendReleaseAlerts = 'send-release-alerts',
  DeliverWebhook = 'deliver-webhook',
  DispatchWebhookEvents = 'dispatch-webhook-events',
  SendWebhookDisabledEmail = 'send-webhook-disabled-email',
  DispatchStoryActivities = 'dispatch-story-activities',
  DeliverStoryActivity = 'deliver-story-activity',
  AcceptFediverseFollow = 'accept-fediverse-follow',
  ProcessPicture = 'process-picture',
  FindNewPictures = 'find-new-pictures',
  BuildWeeklyChart = 'build-weekly-chart',
}

/** What a person calls each job; a new job without a label does not compile. */
export const JOB_LABELS: Record<JobName, string> = {
  [JobName.ScrapeNews]: 'News Scraper',
  [JobName.ScrapeReleases]: 'Release Scraper',
  [JobName.GenerateSpotlight]: 'Weekly Spotlight',
  [JobName.GenerateRecommendations]: 'Recommendations',
  [JobName.RecordInteraction]: 'Reading Signal',
  [JobName.RecordVisit]: 'Page Visit',
  [JobName.SendConfirmationEmail]: 'Confirmation Email',
  [JobName.SendWelcomeEmail]: 'Welcome Email',
  [JobName.SendAlreadySubscribedEmail]: 'Already Subscribed Email',
  [JobName.SendPreferencesLinkEmail]: 'Preferences Link Email',
  [JobName.SendNewsletter]: 'Newsletter Send',
  [JobName.SendNewsletterEmail]: 'Newsletter Email',
  [JobName.SendNewsletterTest]: 'Newsletter Test Send',
  [JobName.DraftWeeklyDigest]: 'Weekly Digest',
  [JobName.MatchArticleMentions]: 'Artist Matching (story)',
  [JobName.MatchArtistMentions]: 'Artist Matching (artist)',
  [JobName.SendMemberLinkEmail]: 'Team Invitation or Password Reset Email',
  [JobName.PublishScheduled]: 'Scheduled Publishing',
  [JobName.PublishOverdue]: 'Overdue Publishing Sweep',
  [JobName.MatchChangedMentions]: 'Artist Matching Sweep',
  [JobName.CleanUpUploads]: 'Unused Picture Cleanup',
  [JobName.PlaceArticleInStory]: 'Story Matching',
  [JobName.NoteReleaseAlerts]: 'New-Drop Alerts',
  [JobName.SendReleaseAlerts]: 'New-Drop Alert Email',
  [JobName.DeliverWebhook]: 'Webhook Delivery',
  [JobName.DispatchWebhookEvents]: 'Webhook Events Sweep',
  [JobName.SendWebhookDisabledEmail]: 'Webhook Disabled Email',
  [JobName.DispatchStoryActivities]: 'Fediverse Stories Sweep',
  [JobName.DeliverStoryActivity]: 'Fediverse Story Delivery',
  [JobName.AcceptFediverseFollow]: 'Fediverse Follow Accept',
  [JobName.ProcessPicture]: 'Picture Processing',
  [JobName.FindNewPictures]: 'New Picture Sweep',
  [JobName.BuildWeeklyChart]: 'Weekly Chart',
};

/** The jobs an admin starts from the Automation tab; their runs are the ones it lists. */
export const ADMIN_JOB_NAMES = [
  JobName.ScrapeNews,
  JobName.ScrapeReleases,
  JobName.GenerateSpotlight,
  JobName.DraftWeeklyDigest,
  JobName.BuildWeeklyChart,
] as const;
export type AdminJobName = (typeof ADMIN_JOB_NAMES)[number];

export function isAdminJobName(name: string): name is AdminJobName {
  return (ADMIN_JOB_NAMES as readonly string[]).includes(name);
}
