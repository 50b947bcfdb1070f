/**
 * The tables that hold a subscriber (by their id or their address), each read
 * by the access export. A spec compares this list with the schema, so a new
 * table that holds subscribers cannot be left out of the export unnoticed.
 */
export const SUBSCRIBER_DATA_TABLES = [
  'subscriptions',
  'subscription_consents',
  'email_deliveries',
  'newsletter_deliveries',
  'outbox_messages',
  'artist_follows',
  'subscriber_preferences',
  'release_alerts',
  'subscriber_sessions',
] as const;
