import pino from 'pino';
import { Writable } from 'node:stream';
import { quietFrameworkBoot } from './quiet-framework-boot';

function loggerAt(level: string) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level, hooks: { logMethod: quietFrameworkBoot } }, sink), lines };
}

describe('quietFrameworkBoot', () => {
  it("keeps Nest's module and route announcements out of an info log, and everything else in", () => {
    const { logger, lines } = loggerAt('info');
    logger.info({ context: 'RouterExplorer' }, 'Mapped {/api/articles, GET} route');
    logger.info({ context: 'InstanceLoader' }, 'AppModule dependencies initialized');
    logger.info({ context: 'Bootstrap' }, 'listening on http://localhost:3000');
    logger.warn({ context: 'RouterExplorer' }, 'something odd');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['listening on http://localhost:3000', 'something odd']);
  });

  it('shows them at debug', () => {
    const { logger, lines } = loggerAt('debug');
    logger.info({ context: 'RouterExplorer' }, 'Mapped {/api/articles, GET} route');
    expect(lines).toHaveLength(1);
  });
});
