import { Controller, Get, Injectable, type INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Uncached } from '../modules/public-cache/cache-rules.decorator';
import { createOpenApiDocument } from './openapi-document';

/**
 * The running application, handed over once it is configured: the document is
 * built from its routes on first request, when every controller is known.
 */
@Injectable()
export class OpenApiDocumentSource {
  private app?: INestApplication;
  private document?: OpenAPIObject;

  attach(app: INestApplication): void {
    this.app = app;
    this.document = undefined;
  }

  get(): OpenAPIObject {
    if (!this.app) throw new Error('the OpenAPI document is asked for before the app was configured');
    this.document ??= createOpenApiDocument(this.app);
    return this.document;
  }
}

/** Where integrators (and the fuzz tier) read the API's description: GET /api/docs/openapi.json. */
@Controller('docs')
export class OpenApiController {
  constructor(private readonly source: OpenApiDocumentSource) {}

  @Uncached('the API description, built once per process from its routes and kept in memory')
  @Get('openapi.json')
  document(): OpenAPIObject {
    return this.source.get();
  }
}
