import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Upload } from './upload.entity';
import { readPictureBody } from './read-picture-body';
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
    consumer.apply(readPictureBody).forRoutes({ path: 'admin/uploads', method: RequestMethod.POST });
  }
}
