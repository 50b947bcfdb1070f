import { SetMetadata } from '@nestjs/common';

export const AUDITED_METADATA = 'audit:action';

export interface AuditedAs {
  action: string;
  entity?: string;
}

/**
 * Names what an admin route does for the audit log when its method and path
 * do not say it (a POST that triggers a scrape), or puts a read that must be
 * logged (a subscriber's data export) on it. Writes are logged without it.
 */
export const Audited = (action: string, entity?: string) =>
  SetMetadata(AUDITED_METADATA, { action, entity } satisfies AuditedAs);
