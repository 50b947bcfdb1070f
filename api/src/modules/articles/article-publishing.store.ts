import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ScheduledPublishing } from '../../database/scheduled-publishing';
import { Article } from './article.entity';

/** Scheduled stories going out, for the worker: each story goes out once, stamped with the moment it did. */
@Injectable()
export class ArticlePublishingStore extends ScheduledPublishing {
  constructor(@InjectRepository(Article) articles: Repository<Article>) {
    super(articles.manager, 'articles', ['published_at = now()']);
  }
}
