import { CONTENT_SECURITY_POLICY, securityHeaders } from './security-headers';

describe('security headers', () => {
  it('refuse inline script and framing, sniffing and full referrers', () => {
    const headers = Object.fromEntries(securityHeaders({ cookieSecure: false }));
    expect(headers['Content-Security-Policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('add HSTS when the site runs behind HTTPS (COOKIE_SECURE=true)', () => {
    const headers = Object.fromEntries(securityHeaders({ cookieSecure: true }));
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
  });
});
