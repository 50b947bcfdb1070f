import { ChartView } from './chart-view';

/** /charts: this week's hip hop chart. */
export default function ChartsPage() {
  return <ChartView />;
}
