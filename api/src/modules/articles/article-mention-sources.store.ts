import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PUBLISHED } from './article-columns-sql';
import { Article } from './article.entity';

/** An article as artist matching reads it. */
export interface MentionSource {
  id: number;
  publishedAt: Date;
  /** Only a published story names anyone: lists of an artist's stories show readers' stories only. */
  published: boolean;
  text: string;
}

interface MentionSourceRow {
  id: number;
  published_at: Date;
  published: boolean;
  text: string;
}

const MENTION_SOURCE_SQL = `SELECT id, published_at, ${PUBLISHED} AS published,
  concat_ws(E'\n', title, excerpt, content, short_md, replace(coalesce(tags, ''), ',', E'\n')) AS text
  FROM articles`;

function toMentionSource(row: MentionSourceRow): MentionSource {
  return { id: row.id, publishedAt: row.published_at, published: row.published, text: row.text };
}

/** The text of stories as the worker's artist matching reads it, one by one or in id-ordered batches. */
@Injectable()
export class ArticleMentionSourcesStore {
  constructor(@InjectRepository(Article) private readonly articles: Repository<Article>) {}

  /** The text matching reads for artist names: title, summary, body and tags. Null when missing. */
  async mentionSource(id: number): Promise<MentionSource | null> {
    const [row]: MentionSourceRow[] = await this.articles.query(`${MENTION_SOURCE_SQL} WHERE id = $1`, [id]);
    return row ? toMentionSource(row) : null;
  }

  /**
   * The next `limit` articles after id `afterId`, in id order, as matching
   * reads them; with `changedSince`, only those written at or after it.
   */
  async mentionSourcesAfter(
    afterId: number,
    limit: number,
    changedSince: Date | null = null,
  ): Promise<MentionSource[]> {
    const rows: MentionSourceRow[] = await this.articles.query(
      `${MENTION_SOURCE_SQL} WHERE id > $1 AND ($3::timestamptz IS NULL OR updated_at >= $3) ORDER BY id LIMIT $2`,
      [afterId, limit, changedSince],
    );
    return rows.map(toMentionSource);
  }
}
