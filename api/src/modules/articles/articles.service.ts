import { Injectable } from '@nestjs/common';
import { EntityService } from '../../http/entity-service';
import { Article } from './article.entity';
import { ArticleFields, ArticlesStore } from './articles.store';
import type { CreateArticleDto, UpdateArticleDto } from './dto/article-input.dto';

@Injectable()
export class ArticlesService extends EntityService<Article, ArticleFields, CreateArticleDto, UpdateArticleDto> {
  constructor(store: ArticlesStore) {
    super(store, 'Article');
  }
}
