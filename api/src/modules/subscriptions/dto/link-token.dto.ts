import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export const LINK_MESSAGES = {
  missingToken: 'This link is incomplete: open the whole link from the email.',
  invalidConfirm: 'This confirmation link is not valid. Ask for a new one below.',
  expiredConfirm: 'This confirmation link has expired (links work for 7 days). Ask for a new one below.',
  invalidUnsubscribe: 'This unsubscribe link is not valid. Use the link from your most recent email.',
  missing: 'This subscription no longer exists. You can subscribe again from the home page.',
  unsubscribed: 'This address has unsubscribed. You can subscribe again from the home page.',
  bounced: 'Emails to this address could not be delivered, so it cannot be confirmed. Subscribe with another address.',
  oneClickBody: 'A one-click unsubscribe sends the form body List-Unsubscribe=One-Click.',
  resendEmail: 'Please enter the email address you subscribed with.',
  resent:
    'If this address is waiting for confirmation, a new link is on its way, unless we sent one in the last ten minutes. Check your inbox (and spam folder) in a minute.',
  preferencesLinkSent:
    'If this address is subscribed, a link to your preferences is on its way, unless we emailed it in the last ten minutes. Check your inbox (and spam folder) in a minute.',
} as const;

export class LinkTokenDto {
  @IsString({ message: LINK_MESSAGES.missingToken })
  @IsNotEmpty({ message: LINK_MESSAGES.missingToken })
  @MaxLength(200, { message: LINK_MESSAGES.missingToken })
  token: string;
}

/** An address that asks for an email of links (a new confirmation, a fresh preferences link). */
export class ResendConfirmationDto {
  @IsString({ message: LINK_MESSAGES.resendEmail })
  @IsEmail({}, { message: LINK_MESSAGES.resendEmail })
  @MaxLength(254, { message: LINK_MESSAGES.resendEmail })
  email: string;
}
