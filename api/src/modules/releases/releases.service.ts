import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import type { ListQueryDto, Page } from '../../http/list-query.dto';
import type { CreateReleaseDto, UpdateReleaseDto } from './dto/release-input.dto';
import { Release } from './release.entity';

/** Releases typed in by an admin, as opposed to those the release scraper found. */
export const MANUAL_RELEASE_SOURCE = 'manual';
export const DUPLICATE_RELEASE_LINK = 'A release with this link already exists.';

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class ReleasesService {
  constructor(@InjectRepository(Release) private readonly releases: Repository<Release>) {}

  async list(query: ListQueryDto): Promise<Page<Release>> {
    const [items, total] = await this.releases.findAndCount({
      order: { releaseDate: 'DESC', id: 'DESC' },
      take: query.limit,
      skip: query.offset,
    });
    return { items, total };
  }

  async findOne(id: number): Promise<Release> {
    const release = await this.releases.findOneBy({ id });
    if (!release) throw new NotFoundException(`Release ${id} was not found.`);
    return release;
  }

  async create(dto: CreateReleaseDto): Promise<Release> {
    const { releaseDate, ...fields } = dto;
    const release = this.releases.create({
      ...fields,
      source: MANUAL_RELEASE_SOURCE,
      ...(releaseDate ? { releaseDate: new Date(releaseDate) } : {}),
    });
    return this.saveUniqueLink(release);
  }

  async update(id: number, dto: UpdateReleaseDto): Promise<Release> {
    const { releaseDate, ...fields } = dto;
    const release = this.releases.merge(await this.findOne(id), fields);
    if (releaseDate) release.releaseDate = new Date(releaseDate);
    return this.saveUniqueLink(release);
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.releases.delete({ id });
    if (!affected) throw new NotFoundException(`Release ${id} was not found.`);
  }

  /** The unique index on link_url decides (no check-then-insert race); a clash is the admin's 409, not a 500. */
  private async saveUniqueLink(release: Release): Promise<Release> {
    try {
      return await this.releases.save(release);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new ConflictException(DUPLICATE_RELEASE_LINK);
      }
      throw error;
    }
  }
}
