import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AdminWriteRoutes } from '../../http/admin-write-routes';
import { ListQueryDto } from '../../http/list-query.dto';
import { sendPage } from '../../http/total-count';
import type { NewsletterView } from '../../shared/contracts/admin';
import { toNewsletterView } from './newsletter-view';
import { CreateNewsletterDto, UpdateNewsletterDto } from './dto/newsletter-input.dto';
import { NewslettersService } from './newsletters.service';
import { CachedRead } from '../public-cache/cache-rules.decorator';

@Controller('newsletters')
export class NewslettersController extends AdminWriteRoutes({
  createDto: CreateNewsletterDto,
  updateDto: UpdateNewsletterDto,
  toView: toNewsletterView,
}) {
  constructor(protected readonly service: NewslettersService) {
    super();
  }

  @CachedRead({ tables: ['newsletters'] })
  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<NewsletterView[]> {
    return sendPage(response, await this.service.list(query)).map(toNewsletterView);
  }
}
