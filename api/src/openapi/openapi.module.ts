import { Module } from '@nestjs/common';
import { OpenApiController, OpenApiDocumentSource } from './openapi.controller';

@Module({ controllers: [OpenApiController], providers: [OpenApiDocumentSource] })
export class OpenApiModule {}
