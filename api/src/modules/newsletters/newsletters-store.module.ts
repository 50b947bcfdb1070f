import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NewsletterDigestsStore } from './newsletter-digests.store';
import { NewsletterSendsStore } from './newsletter-sends.store';
import { Newsletter } from './newsletter.entity';
import { NewslettersStore } from './newsletters.store';

/** Every store over `newsletters`, one per purpose, without HTTP. */
const NEWSLETTER_STORES = [NewslettersStore, NewsletterSendsStore, NewsletterDigestsStore];

@Module({
  imports: [TypeOrmModule.forFeature([Newsletter])],
  providers: NEWSLETTER_STORES,
  exports: NEWSLETTER_STORES,
})
export class NewslettersStoreModule {}
