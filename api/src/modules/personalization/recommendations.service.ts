import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RecommendationView } from '../../shared/contracts/personalization';

interface RecommendationRow {
  id: number;
  article_id: number;
  recommendation_score: number;
  recommendation_reason: string;
  ai_model: string;
  metadata: RecommendationView['metadata'];
  created_at: Date;
  title: string;
  excerpt: string;
  category: string;
  word_count: number;
  image_url: string | null;
  published_at: Date;
}

@Injectable()
export class RecommendationsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Best first. The inner join drops any row whose article is gone, and the
   * article's card fields travel with the row so the screen needs no second call.
   */
  async list(sessionId: string, limit: number): Promise<RecommendationView[]> {
    const rows: RecommendationRow[] = await this.dataSource.query(
      `SELECT r.id, r.article_id, r.recommendation_score, r.recommendation_reason, r.ai_model, r.metadata, r.created_at,
              a.title, a.excerpt, a.category, a.word_count, a.image_url, a.published_at
         FROM personalized_recommendations r
         JOIN articles a ON a.id = r.article_id
        WHERE r.session_id = $1
        ORDER BY r.recommendation_score DESC, r.id ASC
        LIMIT $2`,
      [sessionId, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      articleId: row.article_id,
      recommendationScore: row.recommendation_score,
      recommendationReason: row.recommendation_reason,
      aiModel: row.ai_model,
      createdAt: row.created_at.toISOString(),
      metadata: row.metadata,
      article: {
        id: row.article_id,
        title: row.title,
        excerpt: row.excerpt,
        category: row.category,
        wordCount: row.word_count,
        imageUrl: row.image_url,
        publishedAt: row.published_at.toISOString(),
      },
    }));
  }
}
