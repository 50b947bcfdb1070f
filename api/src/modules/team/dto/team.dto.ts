import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { DESK_ROLES, type DeskRole } from '../../../shared/domain/desk-roles';
import { MIN_ADMIN_PASSWORD_LENGTH } from '../../auth/bootstrap-admin';
import { FitsBcrypt } from '../../auth/password-length';

const ROLE_MESSAGE = `role must be one of ${DESK_ROLES.join(', ')}`;
const EMAIL_MESSAGE = 'Please enter a valid email address.';
const lowerTrim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** An invited address becomes the member's login name, which holds at most this many characters. */
export const MAX_INVITED_EMAIL_LENGTH = 100;

export class InviteMemberDto {
  @Transform(lowerTrim)
  @IsString({ message: EMAIL_MESSAGE })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(MAX_INVITED_EMAIL_LENGTH, {
    message: `An invited address can be at most ${MAX_INVITED_EMAIL_LENGTH} characters (it becomes the login name).`,
  })
  email: string;

  @IsIn(DESK_ROLES, { message: ROLE_MESSAGE })
  role: DeskRole;

  @IsOptional()
  @IsString({ message: 'firstName must be text' })
  @MaxLength(100, { message: 'firstName must be at most 100 characters' })
  @Matches(/^[^\u0000-\u001f]*$/, { message: 'firstName must not contain control characters' })
  firstName?: string;
}

export class ChangeRoleDto {
  @IsIn(DESK_ROLES, { message: ROLE_MESSAGE })
  role: DeskRole;
}

export class RequestPasswordResetDto {
  @Transform(lowerTrim)
  @IsString({ message: EMAIL_MESSAGE })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(254, { message: EMAIL_MESSAGE })
  email: string;
}

const TOKEN_MESSAGE = 'This link is incomplete: open the whole link from the email.';

export class SetPasswordDto {
  @IsString({ message: TOKEN_MESSAGE })
  @IsNotEmpty({ message: TOKEN_MESSAGE })
  @MaxLength(200, { message: TOKEN_MESSAGE })
  token: string;

  @IsString({ message: `Password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters` })
  @MinLength(MIN_ADMIN_PASSWORD_LENGTH, {
    message: `Password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`,
  })
  @FitsBcrypt()
  password: string;
}
