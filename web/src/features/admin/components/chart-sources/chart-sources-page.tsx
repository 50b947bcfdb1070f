import { useDocumentHead } from '../../../../lib/document-head';
import { AdminGate } from '../admin-gate';
import { AdminWorkspace } from '../workspace/admin-workspace';
import { AddChartSourceForm } from './add-chart-source-form';
import { ChartSourceList } from './chart-source-list';

/**
 * /admin/charts: the charts the weekly hip hop chart is ranked from, each with
 * its weight in the ranking and how its last read went.
 */
export default function ChartSourcesPage() {
  useDocumentHead('Chart sources', 'The charts the weekly chart is ranked from, and the weight of each.');
  return (
    <AdminGate>
      {() => (
        <AdminWorkspace nav={{ activePage: 'Chart Sources' }} eyebrow="Automation" title="Chart sources">
          <p className="max-w-2xl text-sm text-zinc-300">
            Every Monday the weekly chart reads each enabled source and scores every song by its place on each one: a
            source of weight 2 counts twice as much as one of weight 1, and weight 0 counts for nothing. A week can be
            rebuilt from the Automation tab.
          </p>
          <div className="mt-6 space-y-6">
            <AddChartSourceForm />
            <ChartSourceList />
          </div>
        </AdminWorkspace>
      )}
    </AdminGate>
  );
}
