import { declaredCharset, decodeBody } from './charset';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('charset', () => {
  it('takes the byte order mark, then the Content-Type header, then the document, then UTF-8', () => {
    expect(declaredCharset(Buffer.from([0xef, 0xbb, 0xbf, 0x3c]), 'text/xml; charset=iso-8859-1')).toBe('utf-8');
    expect(declaredCharset(latin1('<?xml version="1.0" encoding="utf-8"?>'), 'text/xml; charset="ISO-8859-1"')).toBe(
      'windows-1252',
    );
    expect(declaredCharset(latin1(`<?xml version='1.0' encoding='ISO-8859-15'?><rss/>`), 'application/rss+xml')).toBe(
      'iso-8859-15',
    );
    expect(declaredCharset(latin1('<html><head><meta charset="Shift_JIS">'), 'text/html')).toBe('shift_jis');
    expect(
      declaredCharset(latin1('<meta http-equiv="Content-Type" content="text/html; charset=koi8-r">'), 'text/html'),
    ).toBe('koi8-r');
    expect(declaredCharset(latin1('<meta charset="no-such-charset">'), 'text/html; charset=bogus')).toBe('utf-8');
  });

  it('decodes Latin-1 and windows-1252 as the web does, curly quotes and euro sign included', () => {
    const bytes = latin1('<?xml version="1.0" encoding="ISO-8859-1"?><t>Beyonc\u00e9 \u0092\u0080</t>');
    expect(decodeBody(bytes, 'application/rss+xml')).toBe(
      '<?xml version="1.0" encoding="ISO-8859-1"?><t>Beyoncé ’€</t>',
    );
    expect(decodeBody(Buffer.from('\ufeffcafé', 'utf8'), '')).toBe('café');
  });
});
