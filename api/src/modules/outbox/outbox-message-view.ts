import { isoDate } from '../../http/iso-date';
import type { OutboxMessageSummary, OutboxMessageView } from '../../shared/contracts/admin';
import { SET_PASSWORD_PATH } from '../member-tokens/member-links';
import type { OutboxRow } from './outbox.store';

/**
 * The token of an invitation or reset link: whoever reads it can set that
 * member's password. The recipient has it in their inbox; the Outbox shows the
 * rest of the message but never the token.
 */
const MEMBER_LINK_TOKEN = new RegExp(`(${SET_PASSWORD_PATH}\\?token=)[^\\s"'<>&]+`, 'g');
export const HIDDEN_TOKEN = '[hidden]';

function withoutMemberLinkTokens(body: string | null): string | null {
  return body === null ? null : body.replace(MEMBER_LINK_TOKEN, `$1${HIDDEN_TOKEN}`);
}

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
    html: withoutMemberLinkTokens(row.html),
    text: withoutMemberLinkTokens(row.text_body),
    headers: row.headers,
  };
}
