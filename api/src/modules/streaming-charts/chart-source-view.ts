import type { ChartColumnMapping, ChartSourceView } from '../../shared/contracts/charts';
import type { ChartSource } from './chart-source.entity';

export function toChartSourceView(row: ChartSource): ChartSourceView {
  const mapping = row.mapping as ChartColumnMapping;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    url: row.url,
    mapping: mapping && mapping.title ? mapping : null,
    weight: row.weight,
    enabled: row.enabled,
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    lastOutcome: row.lastOutcome,
    lastStatus: row.lastStatus,
    consecutiveFailures: row.consecutiveFailures,
  };
}
