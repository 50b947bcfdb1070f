import './tracing/api-tracing';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { APP_CONFIG } from './config/config.module';
import type { AppConfig } from './config/env';
import { exitOnBootFailure } from './logging/boot-failure';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true });
  const config = app.get<AppConfig>(APP_CONFIG);
  configureApp(app, config);
  await app.listen(config.port, process.env.HOST ?? '0.0.0.0');
  app.get(Logger).log(`listening on http://localhost:${config.port}`, 'Bootstrap');
}

bootstrap().catch((error) => exitOnBootFailure('api', error));
