import { Injectable } from '@nestjs/common';
import type { RecommendationView } from '../../shared/contracts/personalization';
import { PersonalizationStore } from './personalization.store';

@Injectable()
export class RecommendationsService {
  constructor(private readonly store: PersonalizationStore) {}

  /** Best first, each with its article's card fields; a deleted article's row is left out. */
  list(sessionId: string, limit: number): Promise<RecommendationView[]> {
    return this.store.recommendationsFor(sessionId, limit);
  }
}
