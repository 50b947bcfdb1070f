import { ActionButton, EmailLayout, Paragraph } from './email-layout';

export interface WebhookDisabledEmailProps {
  firstName: string | null;
  /** The endpoint's scheme, host and port only: a receiver's path often holds its own token. */
  endpointOrigin: string;
  reason: string;
  /** The Webhooks page, where the endpoint's last attempts are and it can be switched back on. */
  pageUrl: string;
}

export const WEBHOOK_DISABLED_SUBJECT = 'A webhook endpoint of The Cypher was disabled';

/** Sent once to the admin who registered an endpoint, when its failures in a row disable it. */
export function WebhookDisabledEmail({ firstName, endpointOrigin, reason, pageUrl }: WebhookDisabledEmailProps) {
  return (
    <EmailLayout
      preview="It kept failing, so nothing more is sent to it until you switch it back on."
      heading="Webhook endpoint disabled"
      footer={<>You get this email because you registered this webhook endpoint on The Cypher's desk.</>}
    >
      <Paragraph>Hi{firstName ? ` ${firstName}` : ''},</Paragraph>
      <Paragraph>
        The webhook endpoint you registered at <strong style={{ wordBreak: 'break-all' }}>{endpointOrigin}</strong> kept
        failing, so it was disabled.
      </Paragraph>
      <Paragraph>
        {reason}. No events are sent to it while it is disabled. Its last attempts are on the Webhooks page; once the
        receiver answers again, switch it back on there.
      </Paragraph>
      <ActionButton href={pageUrl} tone="must">
        Open the Webhooks page
      </ActionButton>
    </EmailLayout>
  );
}
