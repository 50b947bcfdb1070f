import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { logTraceContext } from '../tracing/log-trace-context';
import { quietFrameworkBoot } from './quiet-framework-boot';
import { redactedRequest, requestLine } from './redacted-request';

/** One JSON line per event (LOG_FORMAT=json, the default outside development); short readable lines with pretty. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        pinoHttp: {
          level: config.logLevel,
          mixin: logTraceContext,
          autoLogging: { ignore: (req) => req.url === '/api/health' },
          // 'GET /api/articles 200' says more in one line than 'request completed'.
          customSuccessMessage: requestLine,
          customErrorMessage: requestLine,
          // Cookies and credentials never reach a log; tokens and session ids in urls are masked by redactedRequest.
          redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          serializers: { req: redactedRequest },
          hooks: { logMethod: quietFrameworkBoot },
          transport:
            config.logFormat === 'pretty'
              ? {
                  target: 'pino-pretty',
                  options: {
                    singleLine: true,
                    translateTime: 'SYS:HH:MM:ss',
                    ignore: 'pid,hostname,req,res,responseTime,context',
                    messageFormat: '{if context}[{context}] {end}{msg}',
                  },
                }
              : undefined,
        },
      }),
    }),
  ],
})
export class LoggingModule {}
