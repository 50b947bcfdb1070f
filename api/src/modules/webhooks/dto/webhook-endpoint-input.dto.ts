import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsArray, IsBoolean, IsIn } from 'class-validator';
import { OptionalBoolean, RequiredHttpUrl } from '../../../http/field-rules';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../shared/contracts/webhooks';

const EVENTS_MESSAGE = `Events must list one or more of ${WEBHOOK_EVENT_TYPES.join(', ')}`;

/** The admin's "add endpoint" form: where to send, which events, and whether subscriber events may name the person. */
export class CreateWebhookEndpointDto {
  @RequiredHttpUrl('Endpoint URL')
  url: string;

  @IsArray({ message: EVENTS_MESSAGE })
  @ArrayNotEmpty({ message: 'Events must name at least one event' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length, { message: EVENTS_MESSAGE })
  @ArrayUnique({ message: 'Events must name each event once' })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENTS_MESSAGE })
  events: WebhookEventType[];

  @OptionalBoolean('Allow personal data')
  allowPersonalData?: boolean;
}

/** Switching an endpoint on (which clears its failures) or off. */
export class UpdateWebhookEndpointDto {
  @IsBoolean({ message: 'Enabled must be true or false' })
  enabled: boolean;
}
