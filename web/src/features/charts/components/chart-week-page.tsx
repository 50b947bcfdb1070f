import { ChartView } from './chart-view';

/** /charts/:week: a built week's chart ('2026-W48'). */
export default function ChartWeekPage({ week }: { week?: string }) {
  return <ChartView week={week ?? ''} />;
}
