import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app.setup';
import { APP_CONFIG } from '../../src/config/config.module';
import type { AppConfig } from '../../src/config/env';
import { freePort } from './free-port';

export interface TestApp {
  app: NestExpressApplication;
  url: string;
  config: AppConfig;
  dataSource: DataSource;
  http: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

/**
 * The real API (AppModule + configureApp, as main.ts boots it) on a random
 * port, against the run's own database and Redis prefix. `env` overrides
 * environment variables for this app only. Its PUBLIC_URL is the address it
 * listens on unless `env` names another, as a deployment's would be: the
 * origin check and the OIDC redirect are judged against it.
 */
export async function startTestApp(overrides: Record<string, string | undefined> = {}): Promise<TestApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { PUBLIC_URL: url, ...overrides };
  const saved: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(env)) {
    saved[key] = process.env[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true, logger: ['error'] });
    const config = app.get<AppConfig>(APP_CONFIG);
    configureApp(app, config);
    await app.listen(port, '127.0.0.1');
    return {
      app,
      url,
      config,
      dataSource: app.get(DataSource),
      http: () => request(url),
      close: () => app.close(),
    };
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
