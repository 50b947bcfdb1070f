import { ProgressReporter } from './progress';

describe('ProgressReporter', () => {
  it('splits the bar between parts and only ever reports a higher whole percent', async () => {
    const seen: number[] = [];
    const root = ProgressReporter.of(async (percent) => {
      seen.push(percent);
    });
    const first = root.slice(0, 0.5);
    await first.report(0.5);
    await first.report(0.501);
    await first.done();
    const second = root.slice(0.5, 1);
    await second.report(0.2);
    await first.report(0.1); // a late report from an earlier part never moves the bar back
    await second.done();
    expect(seen).toEqual([25, 50, 60, 100]);
  });

  it('starts a retried job from the progress its earlier attempt reached', async () => {
    const seen: number[] = [];
    const retry = ProgressReporter.of(async (percent) => {
      seen.push(percent);
    }, 50);
    await retry.report(0.1);
    await retry.report(0.5);
    await retry.report(0.75);
    await retry.done();
    expect(seen).toEqual([75, 100]);
  });
});
