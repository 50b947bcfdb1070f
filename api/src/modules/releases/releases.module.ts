import { Module } from '@nestjs/common';
import { AdminReleasesController } from './admin-releases.controller';
import { ReleasesController } from './releases.controller';
import { ReleasesService } from './releases.service';
import { ReleasesStoreModule } from './releases-store.module';
import { ReleaseAlertsStoreModule } from '../release-alerts/release-alerts-store.module';

@Module({
  imports: [ReleasesStoreModule, ReleaseAlertsStoreModule],
  controllers: [ReleasesController, AdminReleasesController],
  providers: [ReleasesService],
  exports: [ReleasesService],
})
export class ReleasesModule {}
