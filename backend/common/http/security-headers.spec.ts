import { helmetHeaders } from './security-headers';

describe('security headers (common/http/security-headers)', () => {
  const headers = helmetHeaders();

  it('carries the CSP directives as configured', () => {
    const csp = headers['Content-Security-Policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("has helmet's other headers, no COEP and nothing that names the server", () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=/);
    expect(headers['Cross-Origin-Embedder-Policy']).toBeUndefined();
    expect(headers['X-Powered-By']).toBeUndefined();
  });
});
