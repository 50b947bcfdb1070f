import { startTracing } from '@api/tracing/tracing';

// Imported first by the worker's main.ts: instrumentation has to patch pg and ioredis before they load.
startTracing('cypher-worker');
