import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Story } from './story.entity';

/**
 * The `stories` table. A story is started by the database as its first article
 * is stored (or moved out of another story), so this store only reads: the
 * articles of a story are read through the articles module's stores.
 */
@Injectable()
export class StoriesStore {
  constructor(@InjectRepository(Story) private readonly stories: Repository<Story>) {}

  findById(id: number): Promise<Story | null> {
    return this.stories.findOneBy({ id });
  }
}
