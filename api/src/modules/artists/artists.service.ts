import { Injectable, NotFoundException } from '@nestjs/common';
import { currentIsoWeek } from '../../shared/domain/iso-week';
import type { ListQueryDto, Page } from '../../http/list-query.dto';
import { Artist } from './artist.entity';
import { ArtistsStore } from './artists.store';
import type { CreateArtistDto, UpdateArtistDto } from './dto/artist-input.dto';

@Injectable()
export class ArtistsService {
  constructor(private readonly store: ArtistsStore) {}

  list(query: ListQueryDto): Promise<Page<Artist>> {
    return this.store.list(query);
  }

  /** The artists of one ISO week, in the order they were picked; at most 5. */
  spotlight(week: string = currentIsoWeek()): Promise<Artist[]> {
    return this.store.spotlightOf(week);
  }

  async findOne(id: number): Promise<Artist> {
    const artist = await this.store.findById(id);
    if (!artist) throw notFound(id);
    return artist;
  }

  /** Hand-made artists start as drafts, like scraped ones. */
  create(dto: CreateArtistDto): Promise<Artist> {
    return this.store.create(dto);
  }

  async update(id: number, dto: UpdateArtistDto): Promise<Artist> {
    const artist = await this.store.update(id, dto);
    if (!artist) throw notFound(id);
    return artist;
  }

  async remove(id: number): Promise<void> {
    if (!(await this.store.delete(id))) throw notFound(id);
  }
}

function notFound(id: number): NotFoundException {
  return new NotFoundException(`Artist ${id} was not found.`);
}
