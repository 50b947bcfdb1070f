import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsEmail, IsNotEmpty, IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { MaxCharacters } from '../../../http/field-rules';
import { SUBSCRIBE_FORM_MESSAGES } from '../../../shared/domain/subscription-form';

/**
 * What the server says, each message naming the one field that is wrong (the
 * form's combined name-and-email message is the form's own, before it calls
 * us); the credit and phone messages are the spec's, shared with the form.
 */
export const SUBSCRIBE_MESSAGES = {
  firstName: 'Please fill in your first name.',
  lastName: 'Please fill in your last name.',
  email: 'Please fill in your email address.',
  undeliverableEmail: SUBSCRIBE_FORM_MESSAGES.undeliverableEmail,
  creditChoice: 'Please choose whether you want to participate in our free credit program.',
  phone: 'Please provide your phone number to participate in our credit program.',
  phoneFormat: 'Please provide a valid phone number (digits, spaces, +, -, parentheses; 7 to 20 digits).',
  accepted: 'Check your inbox: an email about your subscription is on its way.',
  tooMany: 'Too many subscription attempts from your network. Please try again later.',
} as const;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * A first or last name: required, up to the column's 100 characters. The rules
 * are listed bottom-first, as a stack of decorators registers them.
 */
function SubscriberName(label: string, missing: string) {
  return applyDecorators(
    MaxCharacters(100, { message: `${label} must be at most 100 characters.` }),
    IsNotEmpty({ message: missing }),
    IsString({ message: missing }),
    IsDefined({ message: missing }),
    Transform(trim),
  );
}

export class CreateSubscriptionDto {
  @SubscriberName('First name', SUBSCRIBE_MESSAGES.firstName)
  firstName: string;

  @SubscriberName('Last name', SUBSCRIBE_MESSAGES.lastName)
  lastName: string;

  /** isEmail needs a dotted domain ending in a top-level name, so 'tasha@example' is refused as the form refuses it. */
  @Transform(trim)
  @IsDefined({ message: SUBSCRIBE_MESSAGES.email })
  @IsString({ message: SUBSCRIBE_MESSAGES.email })
  @IsNotEmpty({ message: SUBSCRIBE_MESSAGES.email })
  @IsEmail({}, { message: SUBSCRIBE_MESSAGES.undeliverableEmail })
  @MaxCharacters(254, { message: 'Email must be at most 254 characters.' })
  email: string;

  @IsDefined({ message: SUBSCRIBE_MESSAGES.creditChoice })
  @IsBoolean({ message: SUBSCRIBE_MESSAGES.creditChoice })
  creditProgramParticipation: boolean;

  /** Required when joining the credit program; ignored (and never stored) otherwise. */
  @ValidateIf((dto: CreateSubscriptionDto) => dto.creditProgramParticipation === true)
  @Transform(trim)
  @IsDefined({ message: SUBSCRIBE_MESSAGES.phone })
  @IsString({ message: SUBSCRIBE_MESSAGES.phone })
  @IsNotEmpty({ message: SUBSCRIBE_MESSAGES.phone })
  @Matches(/^\+?[\d\s().-]{7,25}$/, { message: SUBSCRIBE_MESSAGES.phoneFormat })
  phoneNumber?: string | null;

  /** The hidden honeypot field of the public form: people leave it empty (see honeypot.ts). */
  @IsOptional()
  @IsString({ message: 'website must be text' })
  @MaxCharacters(500, { message: 'website must be at most 500 characters' })
  website?: string;
}
