import { useWorkerStage } from './support/worker-stage';

jest.setTimeout(120_000);

/**
 * A real worker without the tests' escape hatch: feeds on loopback, whether
 * named by an IP literal, an IPv4-mapped IPv6 literal or a name that resolves
 * there, are refused before a socket opens, and the run says why in words.
 */
describe('the scrapers refuse loopback and private addresses', () => {
  const stage = useWorkerStage('ssrf', {
    sources: {
      kind: 'news',
      urls: (fixtures) => {
        const port = new URL(fixtures.base).port;
        return [
          fixtures.url('/feeds/news/street-wire.rss.xml'),
          `http://localhost:${port}/feeds/news/street-wire.rss.xml`,
          `http://[::ffff:127.0.0.1]:${port}/feeds/news/culture-desk.atom.xml`,
        ];
      },
    },
    worker: { SCRAPE_ALLOW_PRIVATE: 'false', SCRAPE_TIMEOUT_MS: '3000' },
  });

  it('fetches nothing from the fixture server and names each refusal', async () => {
    const run = await stage.runScrape('news', 100_000);

    expect(run.state).toBe('failed');
    const reason = run.failedReason ?? '';
    expect(reason).toContain(`All 3 news sources failed`);
    expect(reason).toContain(`${stage.sources[0]} (refused: resolves to a loopback address (127.0.0.1))`);
    expect(reason).toMatch(
      /localhost:\d+\/feeds\/news\/street-wire\.rss\.xml \(refused: resolves to a loopback address \((127\.0\.0\.1|::1)\)\)/,
    );
    expect(reason).toContain(`${stage.sources[2]} (refused: resolves to a loopback address (::ffff:7f00:1))`);
    expect(stage.fixtures.requests).toEqual([]);

    const failing = await stage.admin.get('/api/admin/overview/failing-sources');
    expect(failing.status).toBe(200);
    const outcomes = (failing.body as { url: string; lastOutcome: string }[])
      .filter((source) => stage.sources.includes(source.url))
      .map((source) => source.lastOutcome);
    expect(outcomes).toHaveLength(3);
    for (const outcome of outcomes) expect(outcome).toMatch(/^failed: refused: resolves to a loopback address/);

    // Three attempts of one run are one failed run for each source (retries are not runs), and no HTTP status:
    // nothing answered.
    const listed = await stage.admin.get('/api/admin/sources');
    const health = (
      listed.body as { url: string; health: { consecutiveFailures: number; lastStatus: number | null } }[]
    )
      .filter((source) => stage.sources.includes(source.url))
      .map((source) => source.health);
    expect(health).toEqual(Array(3).fill(expect.objectContaining({ consecutiveFailures: 1, lastStatus: null })));
  });
});
