import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Newsletter } from './newsletter.entity';
import { NewslettersStore } from './newsletters.store';

/** The newsletters table and its store, without HTTP. */
@Module({
  imports: [TypeOrmModule.forFeature([Newsletter])],
  providers: [NewslettersStore],
  exports: [NewslettersStore],
})
export class NewslettersStoreModule {}
