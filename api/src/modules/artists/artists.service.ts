import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { currentIsoWeek } from '../../shared/domain/iso-week';
import type { ListQueryDto, Page } from '../../http/list-query.dto';
import { ArtistSpotlight } from './artist-spotlight.entity';
import { Artist } from './artist.entity';
import type { CreateArtistDto, UpdateArtistDto } from './dto/artist-input.dto';

export const SPOTLIGHT_SIZE = 5;

@Injectable()
export class ArtistsService {
  constructor(
    @InjectRepository(Artist) private readonly artists: Repository<Artist>,
    @InjectRepository(ArtistSpotlight) private readonly spotlights: Repository<ArtistSpotlight>,
  ) {}

  async list(query: ListQueryDto): Promise<Page<Artist>> {
    const [items, total] = await this.artists.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      take: query.limit,
      skip: query.offset,
    });
    return { items, total };
  }

  /** The artists of one ISO week, in the order they were picked; at most 5. */
  async spotlight(week: string = currentIsoWeek()): Promise<Artist[]> {
    const rows = await this.spotlights.find({
      where: { week },
      relations: { artist: true },
      order: { position: 'ASC' },
      take: SPOTLIGHT_SIZE,
    });
    return rows.map((row) => row.artist).filter((artist): artist is Artist => Boolean(artist));
  }

  async findOne(id: number): Promise<Artist> {
    const artist = await this.artists.findOneBy({ id });
    if (!artist) throw new NotFoundException(`Artist ${id} was not found.`);
    return artist;
  }

  /** Hand-made artists start as drafts, like scraped ones. */
  async create(dto: CreateArtistDto): Promise<Artist> {
    return this.artists.save(this.artists.create(dto));
  }

  async update(id: number, dto: UpdateArtistDto): Promise<Artist> {
    return this.artists.save(this.artists.merge(await this.findOne(id), dto));
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.artists.delete({ id });
    if (!affected) throw new NotFoundException(`Artist ${id} was not found.`);
  }
}
