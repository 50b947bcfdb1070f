import { Injectable } from '@nestjs/common';
import { EntityService } from '../../http/entity-service';
import type { CreateNewsletterDto, UpdateNewsletterDto } from './dto/newsletter-input.dto';
import { Newsletter } from './newsletter.entity';
import { NewsletterFields, NewslettersStore } from './newsletters.store';

@Injectable()
export class NewslettersService extends EntityService<
  Newsletter,
  NewsletterFields,
  CreateNewsletterDto,
  UpdateNewsletterDto
> {
  constructor(store: NewslettersStore) {
    super(store, 'Newsletter');
  }
}
