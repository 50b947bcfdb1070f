import { Module } from '@nestjs/common';
import { ArticlesStoreModule } from '../articles/articles-store.module';
import { SignalsController } from './signals.controller';
import { SignalBatcher } from './signal-batcher';
import { PublishedArticleIds } from './published-article-ids';
import { SignalLimits } from './signal-limits';
import { SignalsService } from './signals.service';

@Module({
  imports: [ArticlesStoreModule],
  controllers: [SignalsController],
  providers: [SignalsService, SignalBatcher, SignalLimits, PublishedArticleIds],
})
export class SignalsModule {}
