import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ListQueryDto } from '../../shared/http/list-query.dto';
import { sendPage } from '../../shared/http/total-count';
import { Newsletter } from './newsletter.entity';
import { NewslettersService } from './newsletters.service';

@Controller('newsletters')
export class NewslettersController {
  constructor(private readonly newsletters: NewslettersService) {}

  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<Newsletter[]> {
    return sendPage(response, await this.newsletters.list(query));
  }
}
