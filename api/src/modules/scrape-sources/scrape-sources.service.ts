import { DEFAULT_REVIEW_POLICY } from '../../shared/domain/review-policy';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  OnApplicationBootstrap,
  UnprocessableEntityException,
} from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import type { ScrapeSourceView } from '../../shared/contracts/scrape-sources';
import { CreateSourceDto, UpdateSourceDto } from './dto/source-input.dto';
import { restrictedTargetOf } from './source-address-check';
import { toSourceView } from './source-view';
import { ScrapeSourcesStore, SourceWrite } from './scrape-sources.store';

/** The admin's side of the scrape sources: list with health, add, change, remove. */
@Injectable()
export class ScrapeSourcesService implements OnApplicationBootstrap {
  private readonly logger = new Logger(ScrapeSourcesService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: ScrapeSourcesStore,
  ) {}

  /** The environment's lists become the first sources, so the admin sees them before any run. */
  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.store.seedOnce('news', this.config.newsSources);
      await this.store.seedOnce('releases', this.config.releaseSources);
    } catch (error) {
      // The first scraper run seeds them as well; an API that starts while Postgres is away still starts.
      this.logger.warn(`scrape sources not seeded yet: ${(error as Error).message}`);
    }
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

  private async refuseRestricted(url: string): Promise<void> {
    // The validator's idea of a URL is wider than the one fetch uses; what fetch cannot read is refused too.
    if (!URL.canParse(url)) {
      throw new BadRequestException('Source URL must be a web address starting with http:// or https://');
    }
    if (this.config.scrapeAllowPrivate) return;
    const refusal = await restrictedTargetOf(url);
    if (refusal) throw new UnprocessableEntityException(refusal);
  }

  private viewOf(write: SourceWrite, url: string | undefined, id: number): ScrapeSourceView {
    if (write.ok) return toSourceView(write.source);
    if (write.why === 'duplicate') throw new ConflictException(`A source with the URL ${url} already exists`);
    throw new NotFoundException(`Source ${id} not found`);
  }
}
