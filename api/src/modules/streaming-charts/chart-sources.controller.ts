import { Body, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { ParseIdPipe } from '../../http/parse-id.pipe';
import type { ChartSourceView } from '../../shared/contracts/charts';
import { DeskController } from '../auth/desk-controller.decorator';
import { ChartSourcesService } from './chart-sources.service';
import { CreateChartSourceDto, UpdateChartSourceDto } from './dto/chart-source-input.dto';

/** The charts the weekly build reads, and the weight of each, managed by the admin. */
@DeskController('admin/charts/sources')
export class ChartSourcesController {
  constructor(private readonly sources: ChartSourcesService) {}

  @Get()
  list(): Promise<ChartSourceView[]> {
    return this.sources.list();
  }

  @Get(':id')
  get(@Param('id', ParseIdPipe) id: number): Promise<ChartSourceView> {
    return this.sources.get(id);
  }

  @Post()
  create(@Body() body: CreateChartSourceDto): Promise<ChartSourceView> {
    return this.sources.create(body);
  }

  @Patch(':id')
  update(@Param('id', ParseIdPipe) id: number, @Body() body: UpdateChartSourceDto): Promise<ChartSourceView> {
    return this.sources.update(id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  async remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.sources.remove(id);
  }
}
