import { UnrecoverableError } from 'bullmq';
import { classifySmtpFailure, describeSmtpFailure, SmtpFailureKind } from '@api/mail/smtp-failure';

export interface DeliveryFailure {
  kind: SmtpFailureKind;
  /** The SMTP reply or network error, for the delivery record and the log. */
  reason: string;
  /**
   * What the job throws: an UnrecoverableError for a permanent rejection, so
   * BullMQ stops at once instead of spending the remaining attempts on a
   * mailbox that said no; a plain error otherwise, which the email queue's
   * backoff retries.
   */
  jobError: Error;
}

export function deliveryFailure(error: unknown): DeliveryFailure {
  const reason = describeSmtpFailure(error);
  const kind = classifySmtpFailure(error);
  const jobError =
    kind === 'permanent'
      ? new UnrecoverableError(`rejected by the mail server: ${reason}`)
      : new Error(`mail server unavailable, will retry: ${reason}`, { cause: error });
  return { kind, reason, jobError };
}
