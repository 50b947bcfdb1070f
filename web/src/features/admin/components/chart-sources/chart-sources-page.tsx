import { AddAndListFrame } from '../workspace/add-and-list-frame';
import { AddChartSourceForm } from './add-chart-source-form';
import { ChartSourceList } from './chart-source-list';

/**
 * /admin/charts: the charts the weekly hip hop chart is ranked from, each with
 * its weight in the ranking and how its last read went.
 */
export default function ChartSourcesPage() {
  return <AddAndListFrame page="Chart Sources" form={<AddChartSourceForm />} list={<ChartSourceList />} />;
}
