import { classifySmtpFailure, describeSmtpFailure } from './smtp-failure';

describe('SMTP failures', () => {
  it('treats 5xx replies as final and everything else as worth a retry', () => {
    expect(classifySmtpFailure({ responseCode: 550, response: '550 5.1.1 No such user' })).toBe('permanent');
    expect(classifySmtpFailure({ responseCode: 554 })).toBe('permanent');
    expect(classifySmtpFailure({ responseCode: 421 })).toBe('temporary');
    expect(classifySmtpFailure({ responseCode: 451 })).toBe('temporary');
    expect(classifySmtpFailure({ code: 'ECONNREFUSED' })).toBe('temporary');
    expect(classifySmtpFailure({ code: 'ETIMEDOUT' })).toBe('temporary');
    expect(classifySmtpFailure(new Error('socket hang up'))).toBe('temporary');
    expect(classifySmtpFailure(null)).toBe('temporary');
  });

  it('describes a failure by the server reply when there is one', () => {
    expect(describeSmtpFailure({ responseCode: 550, response: '550 5.1.1 No\r\nsuch user', message: 'x' })).toBe(
      '550 5.1.1 No such user',
    );
    expect(describeSmtpFailure({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:1' })).toBe(
      'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1',
    );
  });
});
