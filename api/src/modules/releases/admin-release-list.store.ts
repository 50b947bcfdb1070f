import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import type { Page } from '../../http/list-query.dto';
import type { AdminListRequest } from '../../http/admin-list-query.dto';
import { applyAdminList, type AdminListShape } from '../../database/admin-list-sql';
import type { ReleaseSort } from './dto/admin-release-list-query.dto';
import { Release } from './release.entity';
import { pageOf } from '../../database/page-of';

/** How the admin's list sorts and what its search looks in. */
const ADMIN_RELEASE_LIST: AdminListShape<ReleaseSort> = {
  sortColumns: {
    released: 'release.release_date',
    created: 'release.created_at',
    title: 'release.title',
    artist: 'release.artist',
    type: 'release.type',
  },
  defaultSort: 'released',
  searchColumns: ['release.title', 'release.artist'],
  idColumn: 'release.id',
};

/** The desk's list of releases: search and sort come from the request, so the query builder composes it. */
@Injectable()
export class AdminReleaseListStore {
  constructor(@InjectRepository(Release) private readonly releases: Repository<Release>) {}

  /** The admin's list: searched and sorted, newest release first by default (the release_date index's order). */
  adminList(request: AdminListRequest<ReleaseSort>): Promise<Page<Release>> {
    return pageOf(this.adminListQuery(request));
  }

  /** The admin list's query, exposed so a spec can EXPLAIN exactly what the API runs. */
  adminListQuery(request: AdminListRequest<ReleaseSort>): SelectQueryBuilder<Release> {
    return applyAdminList(this.releases.createQueryBuilder('release'), ADMIN_RELEASE_LIST, request);
  }
}
