import { externalHttpUrl, hostnameOf, safeUrl } from './safe-url';

describe('safeUrl', () => {
  it.each([
    'http://example.com/a',
    'https://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM',
    'irc://irc.example.net/hiphop',
    'ircs://irc.example.net/hiphop',
    'mailto:editor@example.com',
    'MailTo:editor@example.com',
    'xmpp:editor@example.com',
    '/article/1',
    'article/1',
    '../up',
    '#section',
    '?q=1',
    '//cdn.example.com/x.png',
    '/path?next=javascript:alert(1)',
  ])('keeps %s', (address) => {
    expect(safeUrl(address)).toBe(address);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '  javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'jav\r\nascript:alert(1)',
    '\u00a0javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'VbScript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'blob:https://example.com/x',
    'java script:alert(1)',
  ])('empties %j', (address) => {
    expect(safeUrl(address)).toBe('');
  });

  it('trims the edges and drops tabs and newlines inside good addresses', () => {
    expect(safeUrl('  https://example.com  ')).toBe('https://example.com');
    expect(safeUrl('ht\ttps://example.com')).toBe('https://example.com');
  });

  it('empties anything that is not a string', () => {
    expect(safeUrl(null)).toBe('');
    expect(safeUrl(undefined)).toBe('');
  });
});

describe('externalHttpUrl and hostnameOf', () => {
  it('accept only absolute http(s) addresses', () => {
    expect(externalHttpUrl('https://x.com/a')).toBe('https://x.com/a');
    expect(externalHttpUrl('/relative')).toBe('');
    expect(externalHttpUrl('mailto:a@b.c')).toBe('');
    expect(externalHttpUrl('javascript:alert(1)')).toBe('');
  });

  it('reads the host name', () => {
    expect(hostnameOf('https://www.xxlmag.com/news/1')).toBe('www.xxlmag.com');
    expect(hostnameOf('nonsense')).toBe('');
    expect(hostnameOf(null)).toBe('');
  });
});
