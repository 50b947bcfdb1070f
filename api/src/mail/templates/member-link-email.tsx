import { createElement, type ReactElement } from 'react';
import { EmailLayout, Paragraph } from './email-layout';
import { LinkWithAddress } from './link-with-address';

export type MemberLinkKind = 'invite' | 'reset';

export interface MemberLinkEmailProps {
  firstName: string | null;
  role: string;
  link: string;
  loginName: string;
}

/** Sent when the owner invites someone: the link sets their first password. */
export function InvitationEmail({ firstName, role, link, loginName }: MemberLinkEmailProps) {
  return (
    <EmailLayout
      preview="Set a password to join the desk."
      heading="Join the editorial desk"
      footer={
        <>You get this email because the owner of The Cypher invited this address. Not expecting it? Ignore it.</>
      }
    >
      <Paragraph>Hi{firstName ? ` ${firstName}` : ''},</Paragraph>
      <Paragraph>
        You have been invited to The Cypher's editorial desk as {role === 'admin' || role === 'author' ? 'an' : 'a'}{' '}
        {role}. Set a password to accept; then sign in with {loginName}.
      </Paragraph>
      <LinkWithAddress link={link} label="Set your password" lasts="once, for seven days" />
    </EmailLayout>
  );
}

/** Sent when a member asks for a reset; nothing changes unless they open the link. */
export function PasswordResetEmail({ firstName, link, loginName }: MemberLinkEmailProps) {
  return (
    <EmailLayout
      preview="A link to choose a new password."
      heading="Reset your password"
      footer={<>You get this email because someone asked to reset the password of this address on The Cypher.</>}
    >
      <Paragraph>Hi{firstName ? ` ${firstName}` : ''},</Paragraph>
      <Paragraph>
        Someone asked to reset the password for {loginName}. If it was you, choose a new one here. If not, ignore this
        email: your password stays as it is.
      </Paragraph>
      <LinkWithAddress link={link} label="Choose a new password" lasts="once, for one hour" />
    </EmailLayout>
  );
}

export function memberLinkEmail(
  kind: MemberLinkKind,
  props: MemberLinkEmailProps,
): { subject: string; element: ReactElement } {
  return kind === 'invite'
    ? { subject: "You're invited to The Cypher's editorial desk", element: createElement(InvitationEmail, props) }
    : { subject: 'Reset your password for The Cypher', element: createElement(PasswordResetEmail, props) };
}
