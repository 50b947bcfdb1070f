import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Picture } from './picture.entity';
import { PictureVariant } from './picture-variant.entity';
import { PicturesStore } from './pictures.store';

/** The pictures tables and their store, without HTTP (the worker writes them, the API serves them). */
@Module({
  imports: [TypeOrmModule.forFeature([Picture, PictureVariant])],
  providers: [PicturesStore],
  exports: [PicturesStore],
})
export class PicturesStoreModule {}
