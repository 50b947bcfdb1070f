import './worker-tracing';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { exitOnBootFailure } from '@api/logging/boot-failure';
import { announceReady } from './readiness';
import { WorkerModule } from './worker.module';

/**
 * A Nest application context (no HTTP). On SIGTERM/SIGINT the workers stop
 * taking jobs and let active ones finish; past the grace period the process
 * exits anyway and the unfinished job is retried elsewhere after its lock expires.
 */
async function bootstrap(): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  const logger = app.get(Logger);
  app.useLogger(logger);
  const config = app.get<AppConfig>(APP_CONFIG);
  const context = `Worker ${process.pid}`;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received, finishing active jobs`, context);
    setTimeout(() => {
      logger.error(`grace period of ${config.workerShutdownGraceMs} ms over, exiting`, context);
      process.exit(1);
    }, config.workerShutdownGraceMs).unref();
    app
      .close()
      .then(() => process.exit(0))
      .catch((error) => {
        logger.error(`shutdown failed: ${error}`, context);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.init();
  logger.log(`taking jobs (concurrency ${config.workerConcurrency} per queue)`, context);
  announceReady();
}

bootstrap().catch((error) => exitOnBootFailure('worker', error));
