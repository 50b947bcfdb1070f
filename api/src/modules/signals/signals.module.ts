import { Module } from '@nestjs/common';
import { ArticlesStoreModule } from '../articles/articles-store.module';
import { SignalsController } from './signals.controller';
import { SignalBatcher } from './signal-batcher';
import { SignalsService } from './signals.service';

@Module({
  imports: [ArticlesStoreModule],
  controllers: [SignalsController],
  providers: [SignalsService, SignalBatcher],
})
export class SignalsModule {}
