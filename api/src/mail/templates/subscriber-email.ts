import { createElement, type ReactElement } from 'react';
import { ALREADY_SUBSCRIBED_SUBJECT, AlreadySubscribedEmail } from './already-subscribed-email';
import { CONFIRMATION_SUBJECT, ConfirmationEmail } from './confirmation-email';
import { PREFERENCES_LINK_SUBJECT, PreferencesLinkEmail } from './preferences-link-email';
import { WELCOME_SUBJECT, WelcomeEmail, type WelcomeHighlights } from './welcome-email';

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

export function subscriberEmail(
  kind: SubscriberEmailKind,
  input: SubscriberEmailInput,
): { subject: string; element: ReactElement } {
  switch (kind) {
    case 'confirmation':
      return { subject: CONFIRMATION_SUBJECT, element: createElement(ConfirmationEmail, input) };
    case 'welcome':
      return { subject: WELCOME_SUBJECT, element: createElement(WelcomeEmail, input) };
    case 'already-subscribed':
      return { subject: ALREADY_SUBSCRIBED_SUBJECT, element: createElement(AlreadySubscribedEmail, input) };
    case 'preferences-link':
      return { subject: PREFERENCES_LINK_SUBJECT, element: createElement(PreferencesLinkEmail, input) };
  }
}
