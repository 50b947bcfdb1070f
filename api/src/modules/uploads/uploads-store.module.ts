import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Upload } from './upload.entity';
import { UploadsStore } from './uploads.store';

/** The uploads table and its store, without HTTP (the worker's cleanup uses it). */
@Module({
  imports: [TypeOrmModule.forFeature([Upload])],
  providers: [UploadsStore],
  exports: [UploadsStore],
})
export class UploadsStoreModule {}
