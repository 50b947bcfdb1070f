import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TextSearchRequest, TextSearchRow, textSearchParams, textSearchSql } from '../../database/text-search-sql';
import { oncePerStory } from '../../shared/domain/once-per-story';
import { PUBLISHED } from './article-columns-sql';
import { Article } from './article.entity';

export interface ArticleSearchRow extends TextSearchRow {
  title: string;
  category: string;
  published_at: Date;
  storyId: number;
}

const ARTICLE_SEARCH_SQL = textSearchSql({
  table: 'articles',
  titleColumn: 'title',
  // The body is cut before ts_headline reads it: a snippet comes from the opening 20,000 characters,
  // with the markdown's marks and link targets taken out so a snippet reads as text.
  snippetSource: `regexp_replace(regexp_replace(left(coalesce(nullif(t.content, ''), t.excerpt), 20000),
    '\\]\\([^)]*\\)', '', 'g'), '[*_#>\`|\\[\\]]+', '', 'g')`,
  select: 't.id, t.title, t.category, t.published_at, t.story_id AS "storyId"',
  newest: 't.published_at',
  visible: `t.${PUBLISHED}`,
});

/**
 * Site search over stories: title, tags, excerpt and body, full-text with spelling corrections (see textSearchSql).
 * Several outlets' reports of one event are one hit: the best-ranked of them.
 */
@Injectable()
export class ArticleSearchStore {
  constructor(@InjectRepository(Article) private readonly articles: Repository<Article>) {}

  async search(request: TextSearchRequest): Promise<ArticleSearchRow[]> {
    return oncePerStory(await this.articles.query(ARTICLE_SEARCH_SQL, textSearchParams(request)));
  }
}
