import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Upload } from './upload.entity';
import { UploadsController } from './uploads.controller';
import { UploadsStore } from './uploads.store';

/** Pictures for stories: the upload route, its table, and (see serveUploads) where they are served. */
@Module({
  imports: [TypeOrmModule.forFeature([Upload])],
  controllers: [UploadsController],
  providers: [UploadsStore],
  exports: [UploadsStore],
})
export class UploadsModule {}
