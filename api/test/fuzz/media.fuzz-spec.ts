import fc from 'fast-check';
import { Agent } from 'node:http';
import request from 'supertest';
import { PICTURE_FORMATS, SERVED_PICTURE_WIDTHS } from '../../src/shared/domain/picture-variants';
import { startTestApp, TestApp } from '../support/test-app';
import { uniqueName } from '../support/test-env';
import { percentEncode } from './support/requests';
import { naughtyText } from './support/values';

const RUNS = 300;

const hex = fc.stringMatching(/^[0-9a-f]{32}$/);
/** A variant's address, or something near it: a wrong width, format, hash length, a naughty tail. */
const mediaPath = fc.oneof(
  fc
    .tuple(hex, fc.constantFrom(...SERVED_PICTURE_WIDTHS), fc.constantFrom(...PICTURE_FORMATS))
    .map(([hash, width, format]) => `/media/${hash}-${width}.${format}`),
  fc
    .tuple(fc.string({ maxLength: 40 }), fc.integer({ min: -5, max: 1e9 }), naughtyText)
    .map(([hash, width, format]) => `/media/${percentEncode(hash)}-${width}.${percentEncode(format) || 'x'}`),
  naughtyText.map((text) => `/media/${percentEncode(text) || '%20'}`),
);

/**
 * GET /media/<hash>-<width>.<format> lives outside the Nest routes (express,
 * like /media/uploads), so the API fuzz tier does not list it: generated
 * addresses, GET and HEAD, never a 5xx; a picture that is not stored is a 404.
 */
describe('fuzz: picture variants under /media', () => {
  let app: TestApp;
  const keepAlive = new Agent({ keepAlive: true });

  beforeAll(async () => {
    app = await startTestApp({ QUEUE_PREFIX: uniqueName('cypher-fuzz-media') });
  });

  afterAll(async () => {
    keepAlive.destroy();
    await app?.close();
  });

  it('answers every generated address below 500', async () => {
    await fc.assert(
      fc.asyncProperty(mediaPath, fc.constantFrom('get', 'head'), async (url, method) => {
        const response = await request(app.url)[method as 'get' | 'head'](url).agent(keepAlive);
        if (![400, 404].includes(response.status)) {
          throw new Error(
            `${method.toUpperCase()} ${url} answered ${response.status}: ${String(response.text).slice(0, 300)}`,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });
});
