import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { isFederationPath } from '../../fediverse/actor-uris';
import { BodyTooLargeError, sendFetchResponse, toFetchRequest } from './fetch-bridge';
import { FederationHost } from './federation-host';

/** Fedify's router decodes the path; an address that cannot be decoded is the client's mistake. */
function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function plain(res: ExpressResponse, status: number, message: string): void {
  res.status(status).json({ statusCode: status, message });
}

/**
 * WebFinger and /ap/* are answered by Fedify, through its fetch API, ahead
 * of the body parsers (an inbox must read the exact bytes it verifies).
 * Anything Fedify does not route is a 404; a dependency that fails is a 503.
 */
export function serveFederation(app: NestExpressApplication): void {
  const host = app.get(FederationHost);
  const logger = new Logger('Federation');
  app.use(async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (!isFederationPath(req.path)) return next();
    if (!decodes(req.path)) return plain(res, 400, 'The address is not valid percent-encoding');
    try {
      const request = await toFetchRequest(req, host.origin);
      const response = await host.get().fetch(request, {
        contextData: undefined,
        onNotFound: () => Response.json({ statusCode: 404, message: 'Not found' }, { status: 404 }),
        onNotAcceptable: () =>
          Response.json(
            { statusCode: 406, message: 'Ask for application/activity+json' },
            { status: 406, headers: { vary: 'Accept' } },
          ),
      });
      // Fedify answers 500 when a listener throws: our database or queue failed under it, so the sender
      // (who retries any 5xx) is told to come back, as every other route says it.
      if (response.status >= 500) throw new Error(`Fedify answered ${response.status}`);
      await sendFetchResponse(response, res);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return plain(res, 413, error.message);
      logger.warn(`fediverse request ${req.method} ${req.path} failed: ${String(error)}`);
      res.setHeader('retry-after', '30');
      plain(res, 503, 'The fediverse service is unavailable; try again later');
    }
  });
}
