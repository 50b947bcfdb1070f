import { startTracing } from './tracing';

// Imported first by the API's main.ts: instrumentation has to patch http, express, pg and ioredis before they load.
startTracing('cypher-api');
