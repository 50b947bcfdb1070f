import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ListQueryDto } from '../../shared/http/list-query.dto';
import { ParseIdPipe } from '../../shared/http/parse-id.pipe';
import { sendPage } from '../../shared/http/total-count';
import { Article } from './article.entity';
import { ArticlesService } from './articles.service';

@Controller('articles')
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<Article[]> {
    return sendPage(response, await this.articles.list(query));
  }

  @Get(':id')
  findOne(@Param('id', ParseIdPipe) id: number): Promise<Article> {
    return this.articles.findOne(id);
  }
}
