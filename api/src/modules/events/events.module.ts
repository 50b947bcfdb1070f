import { Module } from '@nestjs/common';
import { AdminEventsController } from './admin-events.controller';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';
import { EventsStoreModule } from './events-store.module';

@Module({
  imports: [EventsStoreModule],
  controllers: [EventsController, AdminEventsController],
  providers: [EventsService],
  exports: [EventsService],
})
export class EventsModule {}
