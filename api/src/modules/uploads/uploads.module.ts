import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { raw } from 'express';
import { Upload } from './upload.entity';
import { MAX_UPLOAD_BYTES } from './upload-limits';
import { UploadsController } from './uploads.controller';
import { UploadsStore } from './uploads.store';

/** Pictures for stories: the upload route, its table, and (see serveUploads) where they are served. */
@Module({
  imports: [TypeOrmModule.forFeature([Upload])],
  controllers: [UploadsController],
  providers: [UploadsStore],
  exports: [UploadsStore],
})
export class UploadsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // The one route whose body is bytes; jsonBodiesOnly has already refused any type not listed for it.
    consumer
      .apply(raw({ type: () => true, limit: MAX_UPLOAD_BYTES }))
      .forRoutes({ path: 'admin/uploads', method: RequestMethod.POST });
  }
}
