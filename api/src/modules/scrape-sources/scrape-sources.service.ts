import { DEFAULT_REVIEW_POLICY } from '../../shared/domain/review-policy';
import { ConflictException, Inject, Injectable, NotFoundException, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import type { ScrapeSourceView } from '../../shared/contracts/scrape-sources';
import { CreateSourceDto, UpdateSourceDto } from './dto/source-input.dto';
import { refuseUnreachableSourceUrl } from './source-url-refusal';
import { seedSourcesAtBoot } from './seed-sources-at-boot';
import { toSourceView } from './source-view';
import { ScrapeSourcesStore, SourceWrite } from './scrape-sources.store';

/** The admin's side of the scrape sources: list with health, add, change, remove. */
@Injectable()
export class ScrapeSourcesService implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: ScrapeSourcesStore,
  ) {}

  /** The environment's lists become the first sources, so the admin sees them before any run. */
  async onApplicationBootstrap(): Promise<void> {
    await seedSourcesAtBoot(ScrapeSourcesService.name, 'scrape sources', async () => {
      await this.store.seedOnce('news', this.config.newsSources);
      await this.store.seedOnce('releases', this.config.releaseSources);
    });
  }

  async list(): Promise<ScrapeSourceView[]> {
    return (await this.store.list()).map(toSourceView);
  }

  async get(id: number): Promise<ScrapeSourceView> {
    const source = await this.store.findById(id);
    if (!source) throw new NotFoundException(`Source ${id} not found`);
    return toSourceView(source);
  }

  async create(body: CreateSourceDto): Promise<ScrapeSourceView> {
    await this.refuseRestricted(body.url);
    const write = await this.store.create({
      url: body.url,
      kind: body.kind,
      enabled: body.enabled ?? true,
      policy: body.policy ?? DEFAULT_REVIEW_POLICY,
    });
    return this.viewOf(write, body.url, 0);
  }

  async update(id: number, body: UpdateSourceDto): Promise<ScrapeSourceView> {
    if (body.url !== undefined) await this.refuseRestricted(body.url);
    const write = await this.store.update(id, body);
    return this.viewOf(write, body.url, id);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.store.remove(id))) throw new NotFoundException(`Source ${id} not found`);
  }

  private refuseRestricted(url: string): Promise<void> {
    return refuseUnreachableSourceUrl(url, { allowPrivate: this.config.scrapeAllowPrivate, reacher: 'the scrapers' });
  }

  private viewOf(write: SourceWrite, url: string | undefined, id: number): ScrapeSourceView {
    if (write.ok) return toSourceView(write.source);
    if (write.why === 'duplicate') throw new ConflictException(`A source with the URL ${url} already exists`);
    throw new NotFoundException(`Source ${id} not found`);
  }
}
