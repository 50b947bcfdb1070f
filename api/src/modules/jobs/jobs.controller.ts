import { Body, Get, HttpCode, HttpStatus, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import '../auth/session-data';
import { JobName } from '../../queues/job-names';
import { DeskController } from '../auth/desk-controller.decorator';
import { Audited } from '../audit/audited.decorator';
import type { JobAccepted, JobRunView } from '../../shared/contracts/jobs';
import { GenerateSpotlightDto } from './dto/generate-spotlight.dto';
import { ListJobRunsQueryDto } from './dto/list-job-runs-query.dto';
import { JobsService } from './jobs.service';

/** Who started a run, kept in the job for the history; never a secret. */
function adminUserId(request: Request): string | undefined {
  return request.session?.userId;
}

/** Editors and above: start scrapes and spotlight runs, and follow them. */
@DeskController('admin', 'editor')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Post('scrape/news')
  @Audited('trigger', 'scrape-news')
  @HttpCode(HttpStatus.ACCEPTED)
  scrapeNews(@Req() request: Request): Promise<JobAccepted> {
    return this.jobs.startScrape(JobName.ScrapeNews, adminUserId(request));
  }

  @Post('scrape/releases')
  @Audited('trigger', 'scrape-releases')
  @HttpCode(HttpStatus.ACCEPTED)
  scrapeReleases(@Req() request: Request): Promise<JobAccepted> {
    return this.jobs.startScrape(JobName.ScrapeReleases, adminUserId(request));
  }

  @Post('spotlight/generate')
  @Audited('trigger', 'spotlight')
  @HttpCode(HttpStatus.ACCEPTED)
  generateSpotlight(@Body() body: GenerateSpotlightDto, @Req() request: Request): Promise<JobAccepted> {
    return this.jobs.startSpotlight(body.week, adminUserId(request));
  }

  @Post('charts/build')
  @Audited('trigger', 'weekly-chart')
  @HttpCode(HttpStatus.ACCEPTED)
  buildChart(@Body() body: GenerateSpotlightDto, @Req() request: Request): Promise<JobAccepted> {
    return this.jobs.startChartBuild(body.week, adminUserId(request));
  }

  @Get('jobs')
  listRuns(@Query() query: ListJobRunsQueryDto): Promise<JobRunView[]> {
    return this.jobs.listRuns(query.limit);
  }

  @Get('jobs/:id')
  findRun(@Param('id') id: string): Promise<JobRunView> {
    return this.jobs.findRun(id);
  }
}
