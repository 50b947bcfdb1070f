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
import { AdminGuard } from '../auth/admin.guard';
import { Article } from './article.entity';
import { ArticlesService } from './articles.service';
import { CreateArticleDto, UpdateArticleDto } from './dto/article-input.dto';
import { CachedRead } from '../public-cache/cache-rules.decorator';

@Controller('articles')
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @CachedRead({ tables: ['articles'] })
  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<Article[]> {
    return sendPage(response, await this.articles.list(query));
  }

  @CachedRead({ tables: ['articles'] })
  @Get(':id')
  findOne(@Param('id', ParseIdPipe) id: number): Promise<Article> {
    return this.articles.findOne(id);
  }

  @Post()
  @UseGuards(AdminGuard)
  create(@Body() dto: CreateArticleDto): Promise<Article> {
    return this.articles.create(dto);
  }

  @Patch(':id')
  @UseGuards(AdminGuard)
  update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateArticleDto): Promise<Article> {
    return this.articles.update(id, dto);
  }

  @Delete(':id')
  @UseGuards(AdminGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.articles.remove(id);
  }
}
