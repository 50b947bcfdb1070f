import { Injectable } from '@nestjs/common';
import { VisitsStore } from '@api/modules/visits/visits.store';
import type { JobResult, RecordInteractionPayload, RecordVisitPayload } from '@api/queues/job-payloads';
import { InteractionRowBatcher } from './interaction-row-batcher';

/** Writes reading signals through their stores; both writes are safe to repeat. */
@Injectable()
export class SignalWriter {
  constructor(
    private readonly interactions: InteractionRowBatcher,
    private readonly visits: VisitsStore,
  ) {}

  /**
   * Stored once per eventId, in a multi-row batch with the signals being
   * written at the same moment. An article deleted since the signal was
   * accepted leaves nothing to attach it to, so the signal is dropped, not retried.
   */
  async recordInteraction(signal: RecordInteractionPayload): Promise<JobResult> {
    const stored = await this.interactions.store({
      eventId: signal.eventId,
      sessionId: signal.sessionId,
      userId: signal.userId ?? null,
      articleId: signal.articleId,
      interactionType: signal.interactionType,
      interactionValue: signal.interactionValue ?? null,
      metadata: signal.metadata ?? null,
      occurredAt: new Date(signal.occurredAt),
    });
    return { message: stored ? 'Interaction stored' : 'Interaction already stored or its article is gone' };
  }

  /** A replayed visit (same occurredAt) adds no page view. */
  async recordVisit(visit: RecordVisitPayload): Promise<JobResult> {
    await this.visits.recordPageView({ sessionId: visit.sessionId, path: visit.path, at: new Date(visit.occurredAt) });
    return { message: 'Visit recorded' };
  }
}
