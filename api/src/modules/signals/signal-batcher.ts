import { BeforeApplicationShutdown, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { JobName } from '../../queues/job-names';
import type { PayloadOf } from '../../queues/job-payloads';
import { JobProducer } from '../../queues/job-producer';

/** The jobs a reading signal becomes. */
export type SignalJobName = JobName.RecordInteraction | JobName.RecordVisit;

/** A batch leaves when it is this old (ms) or this long, whichever comes first. */
export const SIGNAL_FLUSH_AFTER_MS = 2;
export const SIGNAL_FLUSH_AT = 100;

interface Batch<N extends SignalJobName> {
  payloads: PayloadOf<N>[];
  waiters: { resolve: () => void; reject: (error: unknown) => void }[];
  timer: NodeJS.Timeout;
}

/**
 * Gathers the signals of concurrent requests and adds them to the queue with
 * one addBulk (one Redis round trip) per batch instead of one per request.
 * Each request still waits for its batch to be in Redis before it answers
 * 202, so a signal acknowledged is a signal queued, and a Redis outage is the
 * queue's 503 for every request of the batch. Shutdown sends what is pending.
 */
@Injectable()
export class SignalBatcher implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly batches = new Map<SignalJobName, Batch<SignalJobName>>();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly producer: JobProducer) {}

  add<N extends SignalJobName>(name: N, payload: PayloadOf<N>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let batch = this.batches.get(name) as Batch<N> | undefined;
      if (!batch) {
        batch = { payloads: [], waiters: [], timer: setTimeout(() => this.flush(name), SIGNAL_FLUSH_AFTER_MS) };
        this.batches.set(name, batch as unknown as Batch<SignalJobName>);
      }
      batch.payloads.push(payload);
      batch.waiters.push({ resolve, reject });
      if (batch.payloads.length >= SIGNAL_FLUSH_AT) this.flush(name);
    });
  }

  private flush(name: SignalJobName): void {
    const batch = this.batches.get(name);
    if (!batch) return;
    this.batches.delete(name);
    clearTimeout(batch.timer);
    const sent = this.producer
      .call(() => this.producer.enqueueBulk(name, batch.payloads as PayloadOf<typeof name>[]))
      .then(
        () => batch.waiters.forEach((waiter) => waiter.resolve()),
        (error: unknown) => batch.waiters.forEach((waiter) => waiter.reject(error)),
      );
    this.inFlight.add(sent);
    void sent.finally(() => this.inFlight.delete(sent));
  }

  /** Sends every pending batch and waits until each is in Redis (or refused). */
  async drain(): Promise<void> {
    for (const name of [...this.batches.keys()]) this.flush(name);
    await Promise.allSettled([...this.inFlight]);
  }

  // Before the HTTP server closes, and again after (requests it let finish may have added more).
  beforeApplicationShutdown(): Promise<void> {
    return this.drain();
  }

  onApplicationShutdown(): Promise<void> {
    return this.drain();
  }
}
