import { Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { JobName } from '../../queues/job-names';
import type { RecordInteractionDto } from './dto/record-interaction.dto';
import type { RecordVisitDto } from './dto/record-visit.dto';
import { PublishedArticleIds } from './published-article-ids';
import { isReaderVisit, VisitContext } from './reader-traffic';
import { SignalBatcher } from './signal-batcher';

/**
 * The API only checks and enqueues (in batches, see SignalBatcher); the worker writes. The eventId minted here
 * is the stored row's unique key, so a retried job stores the signal once.
 */
@Injectable()
export class SignalsService {
  constructor(
    private readonly batcher: SignalBatcher,
    private readonly published: PublishedArticleIds,
  ) {}

  async recordInteraction(dto: RecordInteractionDto): Promise<void> {
    // A typo'd id gets a 404 the caller can act on. A story readers cannot see yet is no different from one
    // that does not exist.
    if (!(await this.published.has(dto.articleId)))
      throw new NotFoundException(`Article ${dto.articleId} was not found.`);
    await this.batcher.add(JobName.RecordInteraction, {
      eventId: randomUUID(),
      sessionId: dto.sessionId,
      articleId: dto.articleId,
      interactionType: dto.interactionType,
      interactionValue: dto.interactionValue,
      metadata: dto.metadata,
      occurredAt: new Date().toISOString(),
    });
  }

  /** Only readers count: crawlers, the admin screens and signed-in staff are not visitors. */
  async recordVisit(dto: RecordVisitDto, context: VisitContext): Promise<void> {
    if (!isReaderVisit(dto.path, context)) return;
    await this.batcher.add(JobName.RecordVisit, {
      sessionId: dto.sessionId,
      path: dto.path,
      occurredAt: new Date().toISOString(),
    });
  }
}
