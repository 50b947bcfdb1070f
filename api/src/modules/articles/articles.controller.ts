import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Response } from 'express';
import { ListQueryDto } from '../../http/list-query.dto';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import { sendPage } from '../../http/total-count';
import type { ArticleView } from '../../shared/contracts/content';
import { AdminGuard } from '../auth/admin.guard';
import { toArticleView } from './article-view';
import { ArticlesService } from './articles.service';
import { CreateArticleDto, UpdateArticleDto } from './dto/article-input.dto';
import { CachedRead } from '../public-cache/cache-rules.decorator';

@Controller('articles')
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @CachedRead({ tables: ['articles'] })
  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<ArticleView[]> {
    return sendPage(response, await this.articles.list(query)).map(toArticleView);
  }

  @CachedRead({ tables: ['articles'] })
  @Get(':id')
  async findOne(@Param('id', ParseIdPipe) id: number): Promise<ArticleView> {
    return toArticleView(await this.articles.findOne(id));
  }

  @Post()
  @UseGuards(AdminGuard)
  async create(@Body() dto: CreateArticleDto): Promise<ArticleView> {
    return toArticleView(await this.articles.create(dto));
  }

  @Patch(':id')
  @UseGuards(AdminGuard)
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateArticleDto): Promise<ArticleView> {
    return toArticleView(await this.articles.update(id, dto));
  }

  @Delete(':id')
  @UseGuards(AdminGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.articles.remove(id);
  }
}
