import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { WorkerModule } from './worker.module';

/**
 * A Nest application context (no HTTP). On SIGTERM/SIGINT the workers stop
 * taking jobs and let active ones finish; past the grace period the process
 * exits anyway and the unfinished job is retried elsewhere after its lock expires.
 */
async function bootstrap(): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  const config = app.get<AppConfig>(APP_CONFIG);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`worker ${process.pid}: ${signal} received, finishing active jobs`);
    setTimeout(() => {
      console.error(`worker ${process.pid}: grace period of ${config.workerShutdownGraceMs} ms over, exiting`);
      process.exit(1);
    }, config.workerShutdownGraceMs).unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch((error) => {
        console.error(`worker ${process.pid}: shutdown failed: ${error}`);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.init();
  console.log(`worker ${process.pid}: ready (concurrency ${config.workerConcurrency} per queue)`);
}

bootstrap().catch((error) => {
  console.error(`worker: failed to start: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
