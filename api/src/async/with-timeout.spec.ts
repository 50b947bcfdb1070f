import { withTimeout } from './with-timeout';

describe('withTimeout', () => {
  afterEach(() => jest.useRealTimers());

  it('answers what the promise answers when it settles in time', async () => {
    await expect(withTimeout(Promise.resolve('ready'), 1_000)).resolves.toBe('ready');
    await expect(withTimeout(Promise.reject(new Error('refused')), 1_000)).rejects.toThrow('refused');
  });

  it('rejects once the time is up while the promise is still pending', async () => {
    jest.useFakeTimers();
    const pending = withTimeout(new Promise(() => undefined), 3_000);
    jest.advanceTimersByTime(3_000);
    await expect(pending).rejects.toThrow('timed out after 3000 ms');
  });

  it('leaves no timer behind once the promise has settled', async () => {
    jest.useFakeTimers();
    await withTimeout(Promise.resolve(1), 3_000);
    expect(jest.getTimerCount()).toBe(0);
  });
});
