import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import type { Page } from '../../http/list-query.dto';
import type { AdminListRequest } from '../../http/admin-list-query.dto';
import { applyAdminList, type AdminListShape } from '../../database/admin-list-sql';
import type { PublicationStatus } from '../../shared/domain/publication-status';
import type { ArtistSort } from './dto/admin-artist-list-query.dto';
import { Artist } from './artist.entity';
import { pageOf } from '../../database/page-of';

/** How the admin's list sorts and what its search looks in. */
const ADMIN_ARTIST_LIST: AdminListShape<ArtistSort> = {
  sortColumns: {
    updated: 'artist.updated_at',
    created: 'artist.created_at',
    name: 'artist.name',
    status: 'artist.status',
  },
  defaultSort: 'updated',
  searchColumns: ['artist.name', 'artist.genre', 'artist.location'],
  idColumn: 'artist.id',
};

/** Which artists the admin's list shows. */
export interface ArtistStatusFilter {
  status?: PublicationStatus;
}

/** The desk's list of every artist, whatever their status: filters and sort come from the request, so the query builder composes it. */
@Injectable()
export class AdminArtistListStore {
  constructor(@InjectRepository(Artist) private readonly artists: Repository<Artist>) {}

  /** The admin's list: every status (or one), searched and sorted, most recently edited first by default. */
  adminList(request: AdminListRequest<ArtistSort>, filter: ArtistStatusFilter): Promise<Page<Artist>> {
    return pageOf(this.adminListQuery(request, filter));
  }

  /** The admin list's query, exposed so a spec can EXPLAIN exactly what the API runs. */
  adminListQuery(request: AdminListRequest<ArtistSort>, filter: ArtistStatusFilter): SelectQueryBuilder<Artist> {
    const query = this.artists.createQueryBuilder('artist');
    if (filter.status) query.andWhere('artist.status = :status', { status: filter.status });
    return applyAdminList(query, ADMIN_ARTIST_LIST, request);
  }
}
