import { isoDate } from '../../http/iso-date';
import type { OutboxMessageSummary, OutboxMessageView } from '../../shared/contracts/admin';
import type { OutboxRow } from './outbox.store';

/** A caught message in the Outbox list: who, what, when. */
export function toOutboxMessageSummary(row: OutboxRow): OutboxMessageSummary {
  return { id: row.id, to: row.recipients, subject: row.subject, receivedAt: isoDate(new Date(row.received_at)) };
}

/** One caught message as the Outbox shows it: rendered HTML, text part and every header. */
export function toOutboxMessageView(row: OutboxRow): OutboxMessageView {
  return {
    ...toOutboxMessageSummary(row),
    messageId: row.message_id,
    from: row.envelope_from,
    html: row.html,
    text: row.text_body,
    headers: row.headers,
  };
}
