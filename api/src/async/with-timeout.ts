/**
 * Settles like `promise`, or rejects once `ms` have passed without an answer,
 * so a caller waiting on a dependency that stopped answering gets an error in
 * bounded time. The timer is cleared either way and never keeps the process alive.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
