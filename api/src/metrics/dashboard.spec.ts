import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MetricsService } from './metrics.service';

const DASHBOARD = join(__dirname, '..', '..', '..', 'ops', 'grafana', 'dashboards', 'cypher.json');

interface Panel {
  title: string;
  targets: { expr: string }[];
}

/** Names the runtime adds to a registry (memory, event loop, GC) besides the product's own. */
function metricNames(): Set<string> {
  const metrics = new MetricsService();
  metrics.describeProcess('api');
  metrics.gauge('cypher_queue_jobs', 'queue depth', ['queue', 'state'], () => undefined);
  metrics.gauge('cypher_db_pool_connections', 'pool', ['state'], () => undefined);
  const names = new Set<string>();
  for (const metric of metrics.registry.getMetricsAsArray()) {
    names.add(metric.name);
    for (const suffix of ['_bucket', '_count', '_sum']) names.add(`${metric.name}${suffix}`);
  }
  return names;
}

describe('the Grafana dashboard', () => {
  const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { uid: string; panels: Panel[] };
  const known = metricNames();

  it('reads only metrics the processes export', () => {
    const unknown = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap((target) =>
        [...target.expr.matchAll(/\bcypher_\w+/g)]
          .map(([name]) => name)
          .filter((name) => !known.has(name))
          .map((name) => `${panel.title}: ${name}`),
      ),
    );
    expect(unknown).toEqual([]);
  });

  it('covers request rate and latency, the cache, queues, jobs and emails', () => {
    const expressions = dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)).join('\n');
    for (const metric of [
      'cypher_http_request_duration_seconds_count',
      'cypher_http_request_duration_seconds_bucket',
      'cypher_response_cache_lookups_total',
      'cypher_queue_jobs',
      'cypher_job_duration_seconds_bucket',
      'cypher_emails_total',
      'cypher_scrape_items_total',
      'cypher_openai_fallbacks_total',
    ]) {
      expect(expressions).toContain(metric);
    }
  });
});
