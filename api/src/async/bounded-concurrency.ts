/** Thrown by BoundedConcurrency.run when every slot is busy and the waiting line is full. */
export class ConcurrencyLimitReached extends Error {
  constructor() {
    super('every slot is busy and the waiting line is full');
  }
}

/**
 * Runs at most `slots` tasks at once; up to `maxWaiting` more wait for a slot
 * in the order they came, and any beyond that are refused at once
 * (ConcurrencyLimitReached) instead of queueing without end.
 */
export class BoundedConcurrency {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly slots: number,
    private readonly maxWaiting: number,
  ) {}

  get busy(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.takeSlot();
    try {
      return await task();
    } finally {
      this.releaseSlot();
    }
  }

  private takeSlot(): Promise<void> {
    if (this.running < this.slots) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new ConcurrencyLimitReached());
    // The slot passes straight to the waiter, so `running` stays as it is.
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private releaseSlot(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
