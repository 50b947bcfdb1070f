import { externalHttpUrl, hostnameOf, httpOrSitePath, safeImageUrl, safeUrl, safeUrlFor } from './safe-url';

/** Script schemes hidden the ways a browser, mail client or feed reader would still decode. */
const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  '  javascript:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'java\tscript:alert(1)',
  'jav\tascript:alert(1)',
  'java\nscript:alert(1)',
  'jav\r\nascript:alert(1)',
  '\u00a0javascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#X6a;avascript:alert(1)',
  '&#0000106;avascript:alert(1)',
  '&#106avascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#x3a;alert(1)',
  'jav&#x09;ascript:alert(1)',
  'java&NewLine;script:alert(1)',
  'java&Tab;script:alert(1)',
  '&amp;#106;avascript:alert(1)',
  'java%73cript:alert(1)',
  'javascript%3Aalert(1)',
  'jav%09ascript:alert(1)',
  '%26%23106%3Bavascript:alert(1)',
  'java script:alert(1)',
  'java\u200bscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  '&#100;ata:text/html,x',
  'vbscript:msgbox(1)',
  'VbScript:msgbox(1)',
  '&#118;bscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.com',
  'blob:https://example.com/x',
];

describe('safeUrl', () => {
  it.each([
    'http://example.com/a',
    'https://example.com/a?b=c#d',
    'https://example.com/a?b=1&c=2',
    'https://example.com/a%20b',
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
    // Protocol-relative: it can only be the page's own http(s), so it is kept like an absolute web link.
    '//cdn.example.com/x.png',
    '/path?next=javascript:alert(1)',
    '/path#javascript:alert(1)',
  ])('keeps %s', (address) => {
    expect(safeUrl(address)).toBe(address);
  });

  it.each(HOSTILE)('empties %j', (address) => {
    expect(safeUrl(address)).toBe('');
  });

  it('trims the edges and drops tabs and newlines inside good addresses', () => {
    expect(safeUrl('  https://example.com  ')).toBe('https://example.com');
    expect(safeUrl('ht\ttps://example.com')).toBe('https://example.com');
  });

  it('refuses an address that keeps decoding into something else', () => {
    const layered = Array.from({ length: 12 }).reduce<string>(
      (text) => text.replace(/&/g, '&amp;'),
      '&#106;avascript:x',
    );
    expect(safeUrl(layered)).toBe('');
  });

  it('empties anything that is not a string', () => {
    expect(safeUrl(null)).toBe('');
    expect(safeUrl(undefined)).toBe('');
  });
});

describe('safeImageUrl', () => {
  it.each([
    'https://cdn.example.com/p.png',
    'http://cdn.example.com/p.png',
    '/images/p.png',
    '//cdn.example.com/p.png',
  ])('keeps %s', (address) => {
    expect(safeImageUrl(address)).toBe(address);
  });

  it.each([...HOSTILE, 'mailto:editor@example.com', 'irc://irc.example.net/x', 'xmpp:a@example.com'])(
    'empties %j',
    (address) => {
      expect(safeImageUrl(address)).toBe('');
    },
  );
});

describe('safeUrlFor', () => {
  it('judges fetched attributes by the image rule and the rest by the link rule', () => {
    expect(safeUrlFor('src', 'mailto:a@example.com')).toBe('');
    expect(safeUrlFor('poster', 'mailto:a@example.com')).toBe('');
    expect(safeUrlFor('href', 'mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(safeUrlFor('href', '&#106;avascript:alert(1)')).toBe('');
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

describe('httpOrSitePath', () => {
  it.each(['https://music.example/tape', 'http://x.example', '/search?q=Blue%20Line', '/releases'])(
    'keeps %j',
    (link) => {
      expect(httpOrSitePath(link)).toBe(link);
    },
  );

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'search?q=x',
    'mailto:a@b.example',
    '/a b',
    '',
  ])('refuses %j', (link) => {
    expect(httpOrSitePath(link)).toBe('');
  });
});
