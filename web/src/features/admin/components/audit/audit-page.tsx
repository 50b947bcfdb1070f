import { useState } from 'react';
import { roleAtLeast } from '@api/shared/domain/desk-roles';
import { useDocumentHead } from '../../../../lib/document-head';
import type { AuditFilters } from '../../api/audit';
import { AdminGate } from '../admin-gate';
import { AdminWorkspace } from '../workspace/admin-workspace';
import { AuditFilterForm } from './audit-filter-form';
import { AuditTable } from './audit-table';

const NO_FILTERS: AuditFilters = { actor: '', action: '', entity: '', from: '', to: '', offset: 0 };

/** /admin/audit: every admin write, sign-in and sign-out, newest first, filtered and paged on the server. */
export default function AuditPage() {
  useDocumentHead('Audit log', 'Who changed what on the desk, and when.');
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  return (
    <AdminGate>
      {(user) => (
        <AdminWorkspace nav={{ activePage: 'Audit' }} eyebrow="Editorial desk" title="Audit log">
          {roleAtLeast(user.role, 'admin') ? (
            <div className="space-y-5">
              <AuditFilterForm
                filters={filters}
                onApply={(next) => setFilters({ ...next, offset: 0 })}
                onReset={() => setFilters(NO_FILTERS)}
              />
              <AuditTable filters={filters} onPage={(offset) => setFilters({ ...filters, offset })} />
            </div>
          ) : (
            <p role="alert" className="text-sm text-zinc-200">
              The audit log is for admins and the owner.
            </p>
          )}
        </AdminWorkspace>
      )}
    </AdminGate>
  );
}
