import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AdminWriteRoutes } from '../../http/admin-write-routes';
import { ListQueryDto } from '../../http/list-query.dto';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { sendPage } from '../../http/total-count';
import type { ArticleView } from '../../shared/contracts/content';
import { toArticleView } from './article-view';
import { ArticlesService } from './articles.service';
import { CreateArticleDto, UpdateArticleDto } from './dto/article-input.dto';
import { CachedRead } from '../public-cache/cache-rules.decorator';

@Controller('articles')
export class ArticlesController extends AdminWriteRoutes({
  createDto: CreateArticleDto,
  updateDto: UpdateArticleDto,
  toView: toArticleView,
}) {
  constructor(protected readonly service: ArticlesService) {
    super();
  }

  @CachedRead({ tables: ['articles'] })
  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<ArticleView[]> {
    return sendPage(response, await this.service.list(query)).map(toArticleView);
  }

  @CachedRead({ tables: ['articles'] })
  @Get(':id')
  async findOne(@Param('id', ParseIdPipe) id: number): Promise<ArticleView> {
    return toArticleView(await this.service.findOne(id));
  }
}
