import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { RETRY_AFTER_SECONDS } from '../../http/database-unavailable';
import type { HealthReport } from '../../shared/contracts/admin';
import { Uncached } from '../public-cache/cache-rules.decorator';
import { HealthService } from './health.service';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when both are up; 503 naming what is down, so a load balancer and a human both understand. */
  @Uncached('live status of the dependencies, read by load balancers')
  @Get()
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthReport> {
    const report = await this.health.report();
    response.setHeader('Cache-Control', 'no-store');
    response.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    if (report.status !== 'ok') response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    return report;
  }
}
