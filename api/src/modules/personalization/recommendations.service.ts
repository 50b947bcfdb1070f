import { Injectable } from '@nestjs/common';
import type { RecommendationView } from '../../shared/contracts/personalization';
import { FollowedArtistLeads } from './followed-artist-leads';
import { PersonalizationStore } from './personalization.store';

@Injectable()
export class RecommendationsService {
  constructor(
    private readonly store: PersonalizationStore,
    private readonly leads: FollowedArtistLeads,
  ) {}

  /**
   * Stories about followed artists first, then the stored recommendations
   * best first, each with its article's card fields; a deleted article's row
   * is left out, and a story already leading is not listed twice.
   */
  async list(sessionId: string, limit: number): Promise<RecommendationView[]> {
    const [leading, ranked] = await Promise.all([
      this.leads.for(sessionId, limit),
      this.store.recommendationsFor(sessionId, limit),
    ]);
    const led = new Set(leading.map((item) => item.articleId));
    return [...leading, ...ranked.filter((item) => !led.has(item.articleId))].slice(0, limit);
  }
}
