import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackServer } from './loopback-server';
import { pixelBombPng, samplePhoto, subjectAtRightEdge } from './picture-samples';

/** Forty megabytes: well past the 15 MB a picture may be. */
const HUGE_BYTES = 40 * 1024 * 1024;
const HUGE_CHUNK = Buffer.alloc(64 * 1024);

/**
 * Plays the outlets' image servers on 127.0.0.1: a real photo, and the
 * hostile pictures the worker must refuse.
 *   /photo.jpg          a 1600 × 900 JPEG
 *   /small.jpg          a 500 × 300 JPEG (smaller than most layout widths)
 *   /subject-right.jpg  a 1200 × 600 grey JPEG with one red disc near its right edge
 *   /bomb.png           a PNG claiming 100,000 × 100,000 pixels
 *   /page.jpg           a page of HTML sent as image/jpeg
 *   /to-private.jpg     a redirect to a private address (10.0.0.1)
 *   /huge.jpg           40 MB sent without a length (the cap must cut it off)
 *   /huge-declared.jpg  40 MB announced in Content-Length
 *   /flaky.jpg          503 the first time, the photo after
 * Every request is logged with the bytes sent.
 */
export class PictureServer extends LoopbackServer {
  readonly requests: { path: string; bytesSent: number }[] = [];
  private photo!: Buffer;
  private small!: Buffer;
  private subjectRight!: Buffer;

  static async start(): Promise<PictureServer> {
    const pictures = new PictureServer();
    [pictures.photo, pictures.small, pictures.subjectRight] = await Promise.all([
      samplePhoto(1600, 900),
      samplePhoto(500, 300),
      subjectAtRightEdge(1200, 600),
    ]);
    await pictures.listen((request, response) => pictures.handle(request, response));
    return pictures;
  }

  count(path: string): number {
    return this.requests.filter((request) => request.path === path).length;
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const path = request.url ?? '/';
    const logged = { path, bytesSent: 0 };
    this.requests.push(logged);
    const send = (status: number, type: string, body: Buffer) => {
      logged.bytesSent = body.length;
      response.writeHead(status, { 'content-type': type, 'content-length': body.length }).end(body);
    };
    switch (path) {
      case '/photo.jpg':
        return send(200, 'image/jpeg', this.photo);
      case '/small.jpg':
        return send(200, 'image/jpeg', this.small);
      case '/subject-right.jpg':
        return send(200, 'image/jpeg', this.subjectRight);
      case '/bomb.png':
        return send(200, 'image/png', pixelBombPng());
      case '/page.jpg':
        return send(
          200,
          'image/jpeg',
          Buffer.from('<!doctype html><title>Moved</title><p>This picture has moved.</p>'),
        );
      case '/to-private.jpg':
        response.writeHead(302, { location: 'http://10.0.0.1/photo.jpg' }).end();
        return;
      case '/huge.jpg':
        return this.stream(response, logged, false);
      case '/huge-declared.jpg':
        return this.stream(response, logged, true);
      case '/flaky.jpg':
        if (this.count(path) === 1) return send(503, 'text/plain', Buffer.from('try later'));
        return send(200, 'image/jpeg', this.photo);
      default:
        return send(404, 'text/plain', Buffer.from('no such picture'));
    }
  }

  /** 40 MB of a JPEG's first bytes and zeroes, written as fast as the reader takes them, until it hangs up. */
  private stream(response: ServerResponse, logged: { bytesSent: number }, declared: boolean): void {
    response.writeHead(200, { 'content-type': 'image/jpeg', ...(declared ? { 'content-length': HUGE_BYTES } : {}) });
    const write = () => {
      while (logged.bytesSent < HUGE_BYTES) {
        const chunk = logged.bytesSent === 0 ? Buffer.concat([this.photo.subarray(0, 1024), HUGE_CHUNK]) : HUGE_CHUNK;
        logged.bytesSent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', write);
      }
      response.end();
    };
    response.on('error', () => undefined);
    write();
  }
}
