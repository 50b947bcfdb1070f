import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';

/** An error shaped as node, pg, pg-pool or Postgres raise it. */
function failure(message: string, fields: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), fields);
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused', failure('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', syscall: 'connect' })],
    ['reset', failure('read ECONNRESET', { code: 'ECONNRESET' })],
    ['timed out', failure('connect ETIMEDOUT 10.0.0.1:5432', { code: 'ETIMEDOUT' })],
    ['admin shutdown', failure('terminating connection due to administrator command', { code: '57P01' })],
    ['crash shutdown', failure('terminating connection because of crash of another server process', { code: '57P02' })],
    ['starting up', failure('the database system is starting up', { code: '57P03' })],
    ['too many connections', failure('sorry, too many clients already', { code: '53300' })],
    ['connection exception class', failure('connection failure', { code: '08006' })],
    ['server refused the connection', failure('could not connect', { code: '08001' })],
    ['terminated unexpectedly', failure('Connection terminated unexpectedly')],
    ['terminated by timeout', failure('Connection terminated due to connection timeout')],
    ['pool timeout', failure('timeout exceeded when trying to connect')],
    ['client broken', failure('Client has encountered a connection error and is not queryable')],
    ['pool ended', failure('Cannot use a pool after calling end on the pool')],
    [
      'typeorm not connected',
      failure('Connection with postgres database is not established. Check connection configuration.'),
    ],
  ])('%s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('looks inside what TypeORM, causes and AggregateErrors wrap', () => {
    const terminated = failure('terminating connection due to administrator command', { code: '57P01' });
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], terminated))).toBe(true);
    expect(isDatabaseUnavailable(new Error('lookup failed', { cause: terminated }))).toBe(true);
    const refused = failure('connect ECONNREFUSED ::1:5432', { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([refused, refused], ''))).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], failure('duplicate key', { code: '23505' }))],
    ['a syntax error', failure('syntax error at or near "SELEC"', { code: '42601' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
