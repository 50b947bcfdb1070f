import { Body, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import type { ScrapeSourceView } from '../../shared/contracts/scrape-sources';
import { DeskController } from '../auth/desk-controller.decorator';
import { CreateSourceDto, UpdateSourceDto } from './dto/source-input.dto';
import { ScrapeSourcesService } from './scrape-sources.service';

/** The feeds the scrapers read, managed by the admin. */
@DeskController('admin/sources')
export class ScrapeSourcesController {
  constructor(private readonly sources: ScrapeSourcesService) {}

  @Get()
  list(): Promise<ScrapeSourceView[]> {
    return this.sources.list();
  }

  @Get(':id')
  get(@Param('id', ParseIdPipe) id: number): Promise<ScrapeSourceView> {
    return this.sources.get(id);
  }

  @Post()
  create(@Body() body: CreateSourceDto): Promise<ScrapeSourceView> {
    return this.sources.create(body);
  }

  @Patch(':id')
  update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateSourceDto): Promise<ScrapeSourceView> {
    return this.sources.update(id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.sources.remove(id);
  }
}
