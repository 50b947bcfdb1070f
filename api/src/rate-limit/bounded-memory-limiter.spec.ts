import { BoundedMemoryLimiter } from './bounded-memory-limiter';

describe('BoundedMemoryLimiter', () => {
  it('never keeps more keys than its bound, forgetting the least recently counted first', async () => {
    const limiter = new BoundedMemoryLimiter({ points: 1, duration: 3600 }, 3);
    await limiter.consume('a');
    for (const key of ['b', 'c', 'd', 'e']) await limiter.consume(key);
    expect(limiter.trackedKeys).toBe(3);
    // 'a' was forgotten, so it counts from zero again; 'e' is still over its one point.
    await expect(limiter.consume('a')).resolves.toEqual(expect.objectContaining({ consumedPoints: 1 }));
    await expect(limiter.consume('e')).rejects.toEqual(expect.objectContaining({ consumedPoints: 2 }));
    expect(limiter.trackedKeys).toBe(3);
  });

  it('holds a limit like RateLimiterMemory within the bound', async () => {
    const limiter = new BoundedMemoryLimiter({ points: 2, duration: 60 }, 100);
    await limiter.consume('k');
    await limiter.consume('k');
    await expect(limiter.consume('k')).rejects.toEqual(expect.objectContaining({ remainingPoints: 0 }));
    await limiter.delete('k');
    expect(limiter.trackedKeys).toBe(0);
    await expect(limiter.consume('k')).resolves.toEqual(expect.objectContaining({ consumedPoints: 1 }));
  });
});
