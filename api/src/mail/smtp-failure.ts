/**
 * What a failed SMTP send means for the job. A 5xx reply is the receiving
 * server's final word (no such mailbox, rejected as spam): retrying only
 * hammers it. Anything else (a 4xx "try later", a refused or dropped
 * connection, a timeout) is worth another attempt after a pause.
 */
export type SmtpFailureKind = 'permanent' | 'temporary';

interface SmtpErrorShape {
  responseCode?: unknown;
  code?: unknown;
  message?: unknown;
}

export function classifySmtpFailure(error: unknown): SmtpFailureKind {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as SmtpErrorShape;
  const status = typeof shape.responseCode === 'number' ? shape.responseCode : null;
  if (status !== null && status >= 500 && status < 600) return 'permanent';
  return 'temporary';
}

/** One line for the delivery record and the logs: the SMTP reply or the network error, never credentials. */
export function describeSmtpFailure(error: unknown): string {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as SmtpErrorShape & { response?: unknown };
  const reply = typeof shape.response === 'string' ? shape.response : null;
  const message = typeof shape.message === 'string' ? shape.message : String(error);
  const code = typeof shape.code === 'string' ? `${shape.code}: ` : '';
  return (reply ?? `${code}${message}`).replace(/\s+/g, ' ').slice(0, 500);
}
