import { createElement, type FunctionComponent, type ReactElement } from 'react';
import { AlreadySubscribedEmail } from './already-subscribed-email';
import { ConfirmationEmail } from './confirmation-email';
import { PreferencesLinkEmail } from './preferences-link-email';
import { WelcomeEmail, type WelcomeHighlights } from './welcome-email';

/** The emails a subscriber receives about their subscription. */
export type SubscriberEmailKind = 'confirmation' | 'welcome' | 'already-subscribed' | 'preferences-link';

export interface SubscriberEmailInput {
  firstName: string;
  creditProgramParticipation: boolean;
  confirmUrl: string;
  unsubscribeUrl: string;
  /** The preferences page; the confirmation email, sent before there is anything to choose, leaves it out. */
  preferencesUrl: string;
  siteUrl: string;
  /** What the welcome shows of the site now: this week's spotlight and the latest stories. */
  highlights?: WelcomeHighlights;
}

/** Each email's subject line, and the template that writes it. */
const SUBSCRIBER_EMAILS: Record<
  SubscriberEmailKind,
  { subject: string; template: FunctionComponent<SubscriberEmailInput> }
> = {
  confirmation: { subject: 'Confirm your subscription to The Cypher', template: ConfirmationEmail },
  welcome: { subject: 'Welcome to The Cypher', template: WelcomeEmail },
  'already-subscribed': { subject: 'You are already subscribed to The Cypher', template: AlreadySubscribedEmail },
  'preferences-link': { subject: 'Your link to your Cypher newsletter preferences', template: PreferencesLinkEmail },
};

export function subscriberEmail(
  kind: SubscriberEmailKind,
  input: SubscriberEmailInput,
): { subject: string; element: ReactElement } {
  const { subject, template } = SUBSCRIBER_EMAILS[kind];
  return { subject, element: createElement(template, input) };
}
