import { Module } from '@nestjs/common';
import { UploadsController } from './uploads.controller';
import { UploadsStoreModule } from './uploads-store.module';

/** Pictures for stories: the upload route, its table, and (see serveUploads) where they are served. */
@Module({
  imports: [UploadsStoreModule],
  controllers: [UploadsController],
  exports: [UploadsStoreModule],
})
export class UploadsModule {}
