import { isoDate, isoDateOrNull } from '../../http/iso-date';
import type { ConsentSummary, SubscriberListItem } from '../../shared/contracts/admin';
import type { SubscriberRecord } from './subscriber-record';

/** A subscriber as the admin's list, CSV and data export show it. */
export function toSubscriberListItem(
  record: SubscriberRecord,
  newsletterConsent: ConsentSummary | null,
): SubscriberListItem {
  return {
    id: record.id,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    creditProgramParticipation: record.creditProgramParticipation,
    phoneNumber: record.phoneNumber,
    subscribedAt: isoDate(new Date(record.createdAt)),
    status: record.status,
    confirmedAt: isoDateOrNull(record.confirmedAt ? new Date(record.confirmedAt) : null),
    newsletterConsent,
  };
}
