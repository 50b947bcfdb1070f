import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { APP_CONFIG } from './config/config.module';
import type { AppConfig } from './config/env';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true });
  const config = app.get<AppConfig>(APP_CONFIG);
  configureApp(app, config);
  await app.listen(config.port, process.env.HOST ?? '0.0.0.0');
  console.log(`api: listening on http://localhost:${config.port}`);
}

bootstrap().catch((error) => {
  console.error(`api: failed to start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
