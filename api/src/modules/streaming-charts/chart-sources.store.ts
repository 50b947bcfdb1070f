import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ChartColumnMapping, ChartSourceKind } from '../../shared/contracts/charts';
import { ChartSource } from './chart-source.entity';

export interface NewChartSource {
  name: string;
  kind: ChartSourceKind;
  url: string;
  mapping?: ChartColumnMapping | null;
  weight?: number;
  enabled?: boolean;
}

export type ChartSourceChanges = Partial<NewChartSource>;

export type ChartSourceWrite = { ok: true; source: ChartSource } | { ok: false; why: 'duplicate' | 'missing' };

const UNIQUE_VIOLATION = '23505';
const OUTCOME_MAX_CHARS = 500;

/** The one place that reads and writes `chart_sources` and `chart_source_seeding`. */
@Injectable()
export class ChartSourcesStore {
  constructor(@InjectRepository(ChartSource) private readonly sources: Repository<ChartSource>) {}

  /**
   * Copies CHART_SOURCES in on the first build: the call that claims the
   * seeding row inserts them; every later one, on any process, does nothing,
   * so a source the admin removed stays removed.
   */
  seedOnce(sources: readonly NewChartSource[]): Promise<boolean> {
    return this.sources.manager.transaction(async (manager) => {
      const claimed: unknown[] = await manager.query(
        'INSERT INTO chart_source_seeding DEFAULT VALUES ON CONFLICT DO NOTHING RETURNING seeded_at',
      );
      if (claimed.length === 0) return false;
      for (const [index, source] of sources.entries()) {
        await manager.query(
          `INSERT INTO chart_sources (name, kind, url, mapping, weight, created_at)
           VALUES ($1, $2, $3, $4::jsonb, $5, now() + $6 * interval '1 microsecond') ON CONFLICT (name) DO NOTHING`,
          [source.name, source.kind, source.url, JSON.stringify(source.mapping ?? {}), source.weight ?? 1, index],
        );
      }
      return true;
    });
  }

  enabled(): Promise<ChartSource[]> {
    return this.sources.find({ where: { enabled: true }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  list(): Promise<ChartSource[]> {
    return this.sources.find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  findById(id: number): Promise<ChartSource | null> {
    return this.sources.findOneBy({ id });
  }

  /** One read's outcome: a failure counts one more in a row, a success starts the count again. */
  async recordFetch(id: number, outcome: string, status: number | null, failed: boolean): Promise<void> {
    await this.sources.query(
      `UPDATE chart_sources SET last_fetched_at = now(), last_outcome = $2, last_status = $3,
              consecutive_failures = CASE WHEN $4 THEN consecutive_failures + 1 ELSE 0 END
        WHERE id = $1`,
      [id, outcome.slice(0, OUTCOME_MAX_CHARS), status, failed],
    );
  }

  async create(source: NewChartSource): Promise<ChartSourceWrite> {
    try {
      const saved = await this.sources.save(
        this.sources.create({ ...source, mapping: source.mapping ?? {}, weight: source.weight ?? 1 }),
      );
      return { ok: true, source: saved };
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return { ok: false, why: 'duplicate' };
      throw error;
    }
  }

  async update(id: number, changes: ChartSourceChanges): Promise<ChartSourceWrite> {
    const current = await this.findById(id);
    if (!current) return { ok: false, why: 'missing' };
    try {
      const saved = await this.sources.save({ ...current, ...changes, mapping: changes.mapping ?? current.mapping });
      return { ok: true, source: saved };
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return { ok: false, why: 'duplicate' };
      throw error;
    }
  }

  async remove(id: number): Promise<boolean> {
    const result = await this.sources.delete({ id });
    return (result.affected ?? 0) > 0;
  }
}
