import { UnrecoverableError } from 'bullmq';
import { deliveryFailure } from './delivery-failure';

/** Errors shaped as nodemailer raises them: the SMTP reply code on a rejection, a socket code on a network failure. */
const rejected = (responseCode: number, response: string) =>
  Object.assign(new Error(`Message failed: ${response}`), { code: 'EMESSAGE', responseCode, response });
const network = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('an email job whose send failed', () => {
  it('stops for good on a 5xx rejection, naming the reply', () => {
    const failure = deliveryFailure(rejected(550, '550 5.1.1 No such user here'));
    expect(failure.kind).toBe('permanent');
    expect(failure.reason).toBe('550 5.1.1 No such user here');
    expect(failure.jobError).toBeInstanceOf(UnrecoverableError);
    expect(failure.jobError.message).toContain('550 5.1.1 No such user here');
  });

  it.each([
    ['a 421 "try later"', rejected(421, '421 4.7.0 Try again later')],
    ['a 451 local problem', rejected(451, '451 Local outbox unavailable, try again later')],
    ['a refused connection', network('ECONNECTION', 'connect ECONNREFUSED 127.0.0.1:2525')],
    ['a timeout', network('ETIMEDOUT', 'Connection timeout')],
  ])('retries after %s, keeping the cause', (_label, error) => {
    const failure = deliveryFailure(error);
    expect(failure.kind).toBe('temporary');
    expect(failure.jobError).not.toBeInstanceOf(UnrecoverableError);
    expect(failure.jobError.message).toMatch(/^mail server unavailable, will retry: /);
    expect(failure.jobError.cause).toBe(error);
  });

  it('retries an error that carries nothing it can read', () => {
    const failure = deliveryFailure('something odd');
    expect(failure.kind).toBe('temporary');
    expect(failure.reason).toBe('something odd');
    expect(failure.jobError).not.toBeInstanceOf(UnrecoverableError);
  });
});
