/** The tables that hold a subscriber, each read by the access export. */
export const SUBSCRIBER_DATA_TABLES = ['subscriptions', 'subscription_consents', 'email_deliveries'] as const;
