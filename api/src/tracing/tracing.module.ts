import { Global, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { stopTracing } from './tracing';

/** Flushes the spans of the last requests and jobs when the process stops. */
@Injectable()
class TracingShutdown implements OnApplicationShutdown {
  onApplicationShutdown(): Promise<void> {
    return stopTracing();
  }
}

@Global()
@Module({ providers: [TracingShutdown] })
export class TracingModule {}
