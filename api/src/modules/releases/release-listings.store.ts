import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ReleaseListing } from './release-listing.entity';

/** The listings of releases, in the order they were found: the first one is the release's own link. */
@Injectable()
export class ReleaseListingsStore {
  constructor(@InjectRepository(ReleaseListing) private readonly listings: Repository<ReleaseListing>) {}

  /** Every listing of these releases, grouped by release id (one query for a whole page). */
  async ofReleases(releaseIds: readonly number[]): Promise<Map<number, ReleaseListing[]>> {
    const byRelease = new Map<number, ReleaseListing[]>();
    if (releaseIds.length === 0) return byRelease;
    const rows = await this.listings.find({
      where: { releaseId: In([...new Set(releaseIds)]) },
      order: { releaseId: 'ASC', id: 'ASC' },
    });
    for (const row of rows) byRelease.set(row.releaseId, [...(byRelease.get(row.releaseId) ?? []), row]);
    return byRelease;
  }
}
