import { useDocumentHead } from '../../../../lib/document-head';
import { AdminGate } from '../admin-gate';
import { AdminWorkspace } from '../workspace/admin-workspace';
import { AddSourceForm } from './add-source-form';
import { SourceList } from './source-list';

/**
 * /admin/sources: the feeds the news and release scrapers read, each with its
 * health, and the controls to add one, switch one off or remove it.
 */
export default function SourcesPage() {
  useDocumentHead('Sources', 'The feeds the scrapers read, and how each one is doing.');
  return (
    <AdminGate>
      {() => (
        <AdminWorkspace nav={{ activePage: 'Sources' }} eyebrow="Automation" title="Sources">
          <p className="max-w-2xl text-sm text-zinc-300">
            The news and release scrapers read every enabled source on each run. A source that fails five runs in a row
            is flagged on the Overview.
          </p>
          <div className="mt-6 space-y-6">
            <AddSourceForm />
            <SourceList />
          </div>
        </AdminWorkspace>
      )}
    </AdminGate>
  );
}
