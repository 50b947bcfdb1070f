import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JobProducer } from '../../queues/job-producer';

export type Up = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: Up;
  queue: Up;
  message?: string;
}

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly producer: JobProducer,
  ) {}

  async databaseUp(): Promise<boolean> {
    try {
      await Promise.race([
        this.dataSource.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2_000)),
      ]);
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
