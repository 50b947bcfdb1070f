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
import type { NewsletterView } from '../../shared/contracts/admin';
import { AdminGuard } from '../auth/admin.guard';
import { toNewsletterView } from './newsletter-view';
import { CreateNewsletterDto, UpdateNewsletterDto } from './dto/newsletter-input.dto';
import { NewslettersService } from './newsletters.service';
import { CachedRead } from '../public-cache/cache-rules.decorator';

@Controller('newsletters')
export class NewslettersController {
  constructor(private readonly newsletters: NewslettersService) {}

  @CachedRead({ tables: ['newsletters'] })
  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<NewsletterView[]> {
    return sendPage(response, await this.newsletters.list(query)).map(toNewsletterView);
  }

  @Post()
  @UseGuards(AdminGuard)
  async create(@Body() dto: CreateNewsletterDto): Promise<NewsletterView> {
    return toNewsletterView(await this.newsletters.create(dto));
  }

  @Patch(':id')
  @UseGuards(AdminGuard)
  async update(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateNewsletterDto): Promise<NewsletterView> {
    return toNewsletterView(await this.newsletters.update(id, dto));
  }

  @Delete(':id')
  @UseGuards(AdminGuard)
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    return this.newsletters.remove(id);
  }
}
