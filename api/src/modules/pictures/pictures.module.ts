import { Module } from '@nestjs/common';
import { PicturesStoreModule } from './pictures-store.module';

/** Remote pictures kept on our side: the API serves their variants (see servePictures); the worker makes them. */
@Module({
  imports: [PicturesStoreModule],
  exports: [PicturesStoreModule],
})
export class PicturesModule {}
