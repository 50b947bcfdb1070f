import { Module } from '@nestjs/common';
import { PicturesStoreModule } from './pictures-store.module';
import { VariantsOnRequest } from './variants-on-request';

/**
 * Remote pictures kept on our side: the API serves their variants (see servePictures) and makes the rare ones on
 * their first request; the worker makes the rest.
 */
@Module({
  imports: [PicturesStoreModule],
  providers: [VariantsOnRequest],
  exports: [PicturesStoreModule, VariantsOnRequest],
})
export class PicturesModule {}
