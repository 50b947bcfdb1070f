import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { queryPrepared } from '../../database/prepared-statement';
import { TextSearchRequest, TextSearchRow, textSearchParams, textSearchSql } from '../../database/text-search-sql';
import { Release } from './release.entity';

export interface ReleaseSearchRow extends TextSearchRow {
  title: string;
  artist: string;
  type: string;
  release_date: Date;
  link_url: string;
  artist_id: number | null;
}

const RELEASE_SEARCH_SQL = textSearchSql({
  table: 'releases',
  titleColumn: 'title',
  snippetSource: 't.artist',
  select: 't.id, t.title, t.artist, t.type, t.release_date, t.link_url, t.artist_id',
  newest: 't.release_date',
});

/** Site search over releases: title and artist, full-text with spelling corrections (see textSearchSql). */
@Injectable()
export class ReleaseSearchStore {
  constructor(@InjectRepository(Release) private readonly releases: Repository<Release>) {}

  search(request: TextSearchRequest): Promise<ReleaseSearchRow[]> {
    return queryPrepared(this.releases.manager, RELEASE_SEARCH_SQL, textSearchParams(request));
  }
}
