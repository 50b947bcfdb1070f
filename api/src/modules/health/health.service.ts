import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { withTimeout } from '../../async/with-timeout';
import { JobProducer } from '../../queues/job-producer';
import type { HealthReport } from '../../shared/contracts/admin';

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly producer: JobProducer,
  ) {}

  async databaseUp(): Promise<boolean> {
    try {
      await withTimeout(this.dataSource.query('SELECT 1'), 2_000);
      return true;
    } catch {
      return false;
    }
  }

  async report(): Promise<HealthReport> {
    const [database, queue] = await Promise.all([this.databaseUp(), this.producer.ping()]);
    const down = [!database && 'database', !queue && 'queue'].filter(Boolean);
    return {
      status: down.length === 0 ? 'ok' : 'degraded',
      database: database ? 'up' : 'down',
      queue: queue ? 'up' : 'down',
      ...(down.length ? { message: `Down: ${down.join(' and ')}` } : {}),
    };
  }
}
