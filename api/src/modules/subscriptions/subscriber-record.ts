import type { SubscriberStatus } from '../../shared/contracts/admin';

/** One subscription as the stores of this module read it back, with its lifecycle. */
export interface SubscriberRecord {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  interests: string[];
  isActive: boolean;
  creditProgramParticipation: boolean;
  createdAt: Date;
  status: SubscriberStatus;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  confirmationSentAt: Date | null;
}

export interface NewSubscriber {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  creditProgramParticipation: boolean;
}

/** The select list that reads a row as a SubscriberRecord. */
export const SUBSCRIBER_COLUMNS = `id, email, first_name AS "firstName", last_name AS "lastName",
  phone_number AS "phoneNumber", interests, is_active AS "isActive",
  credit_program_participation AS "creditProgramParticipation", created_at AS "createdAt", status,
  confirmed_at AS "confirmedAt", unsubscribed_at AS "unsubscribedAt", confirmation_sent_at AS "confirmationSentAt"`;
