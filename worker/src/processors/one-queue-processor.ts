import { Processor } from '@nestjs/bullmq';
import { Inject, type Type } from '@nestjs/common';
import type { QueueName } from '@api/queues/queue-names';
import { JobHandlers, QueueWorkerHost } from './queue-worker-host';
import { PROCESSOR_OPTIONS } from './worker-options';

/** The instances Nest injects for a list of provider classes, in the same order. */
type Instances<D extends readonly Type[]> = { [K in keyof D]: D[K] extends Type<infer T> ? T : never };

/**
 * The processor of a queue whose jobs only call into services: `services` are
 * injected in order and handed to `handlersOf`, which answers the queue's
 * handler map. A queue that needs more (its own pace, say) extends
 * QueueWorkerHost itself.
 */
export function oneQueueProcessor<Q extends QueueName, const D extends readonly Type[]>(
  queueName: Q,
  services: D,
  handlersOf: (...services: Instances<D>) => JobHandlers<Q>,
  options: { concurrency?: (workerConcurrency: number) => number } = {},
): Type<QueueWorkerHost<Q>> {
  @Processor(queueName, PROCESSOR_OPTIONS)
  class OneQueueProcessor extends QueueWorkerHost<Q> {
    protected readonly queueName = queueName;
    private readonly jobHandlers: JobHandlers<Q>;

    constructor(...injected: Instances<D>) {
      super();
      this.jobHandlers = handlersOf(...injected);
    }

    protected handlers(): JobHandlers<Q> {
      return this.jobHandlers;
    }

    protected override concurrency(): number {
      return options.concurrency?.(super.concurrency()) ?? super.concurrency();
    }
  }
  services.forEach((service, index) => Inject(service)(OneQueueProcessor, undefined, index));
  // The logs and Nest's messages name the processor by its queue: 'mentions' gives MentionsProcessor.
  Object.defineProperty(OneQueueProcessor, 'name', { value: `${capitalized(queueName)}Processor` });
  return OneQueueProcessor;
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
