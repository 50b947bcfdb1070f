import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ScheduledPublishing } from '../../database/scheduled-publishing';
import { Artist } from './artist.entity';

/** Scheduled profiles going out, for the worker: each profile goes out once. */
@Injectable()
export class ArtistPublishingStore extends ScheduledPublishing {
  constructor(@InjectRepository(Artist) artists: Repository<Artist>) {
    super(artists.manager, 'artists');
  }
}
