import { BoundedConcurrency, ConcurrencyLimitReached } from './bounded-concurrency';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('BoundedConcurrency', () => {
  it('runs at most its slots at once, lets a bounded line wait and refuses the rest', async () => {
    const gate = new BoundedConcurrency(2, 1);
    const blockers = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const tasks = blockers.map((blocker, i) =>
      gate.run(async () => {
        started.push(i);
        await blocker.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.queued).toBe(1);
    await expect(gate.run(async () => 'late')).rejects.toBeInstanceOf(ConcurrencyLimitReached);

    blockers[0].resolve();
    await tasks[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    blockers[1].resolve();
    blockers[2].resolve();
    await expect(Promise.all(tasks)).resolves.toEqual([0, 1, 2]);
    expect(gate.busy).toBe(0);
  });

  it('frees the slot of a task that fails', async () => {
    const gate = new BoundedConcurrency(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});
