import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import type { ChartSourceView } from '../../shared/contracts/charts';
import { seedSourcesAtBoot } from '../scrape-sources/seed-sources-at-boot';
import { refuseUnreachableSourceUrl } from '../scrape-sources/source-url-refusal';
import { toChartSourceView } from './chart-source-view';
import { ChartSourcesStore, type ChartSourceWrite } from './chart-sources.store';
import { CreateChartSourceDto, UpdateChartSourceDto } from './dto/chart-source-input.dto';

/** The admin's side of the chart sources: list with health, add, weigh, switch off, remove. */
@Injectable()
export class ChartSourcesService implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: ChartSourcesStore,
  ) {}

  /** CHART_SOURCES become the first sources, so the admin sees them before any build. */
  async onApplicationBootstrap(): Promise<void> {
    await seedSourcesAtBoot(ChartSourcesService.name, 'chart sources', () =>
      this.store.seedOnce(this.config.chartSources),
    );
  }

  async list(): Promise<ChartSourceView[]> {
    return (await this.store.list()).map(toChartSourceView);
  }

  async get(id: number): Promise<ChartSourceView> {
    const source = await this.store.findById(id);
    if (!source) throw new NotFoundException(`Chart source ${id} not found`);
    return toChartSourceView(source);
  }

  async create(body: CreateChartSourceDto): Promise<ChartSourceView> {
    this.requireMapping(body.kind, body.mapping);
    await this.refuseRestricted(body.url);
    return this.viewOf(await this.store.create(body), body.name, 0);
  }

  async update(id: number, body: UpdateChartSourceDto): Promise<ChartSourceView> {
    const current = await this.store.findById(id);
    if (!current) throw new NotFoundException(`Chart source ${id} not found`);
    const mapping = body.mapping ?? (current.mapping.title ? current.mapping : undefined);
    this.requireMapping(body.kind ?? current.kind, mapping);
    if (body.url !== undefined) await this.refuseRestricted(body.url);
    return this.viewOf(await this.store.update(id, body), body.name, id);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.store.remove(id))) throw new NotFoundException(`Chart source ${id} not found`);
  }

  private requireMapping(kind: string, mapping: object | undefined): void {
    if ((kind === 'json' || kind === 'csv') && !mapping) {
      throw new BadRequestException(`A ${kind} source needs a mapping naming its title and artist fields`);
    }
  }

  private refuseRestricted(url: string): Promise<void> {
    return refuseUnreachableSourceUrl(url, {
      allowPrivate: this.config.scrapeAllowPrivate,
      reacher: 'the chart builder',
    });
  }

  private viewOf(write: ChartSourceWrite, name: string | undefined, id: number): ChartSourceView {
    if (write.ok) return toChartSourceView(write.source);
    if (write.why === 'missing') throw new NotFoundException(`Chart source ${id} not found`);
    throw new ConflictException(`A chart source named ${name} already exists`);
  }
}
