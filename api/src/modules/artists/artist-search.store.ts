import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { queryPrepared } from '../../database/prepared-statement';
import { TextSearchRequest, TextSearchRow, textSearchParams, textSearchSql } from '../../database/text-search-sql';
import { Artist } from './artist.entity';

export interface ArtistSearchRow extends TextSearchRow {
  name: string;
  genre: string;
  location: string | null;
}

const ARTIST_SEARCH_SQL = textSearchSql({
  table: 'artists',
  titleColumn: 'name',
  snippetSource: `concat_ws(' · ', t.genre, t.location, coalesce(t.short_bio, t.description))`,
  select: 't.id, t.name, t.genre, t.location',
  newest: 't.created_at',
  visible: `t.status = 'published'`,
});

/** Site search over artists: name, genre and location, full-text with spelling corrections (see textSearchSql). */
@Injectable()
export class ArtistSearchStore {
  constructor(@InjectRepository(Artist) private readonly artists: Repository<Artist>) {}

  search(request: TextSearchRequest): Promise<ArtistSearchRow[]> {
    return queryPrepared(this.artists.manager, ARTIST_SEARCH_SQL, textSearchParams(request));
  }
}
