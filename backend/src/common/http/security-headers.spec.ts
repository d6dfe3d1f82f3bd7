import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  const headers = securityHeaders({
    frameguard: { action: 'deny' },
    hsts: false,
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"], upgradeInsecureRequests: null } },
  });

  it("computes helmet's headers once, from the options", () => {
    // helmet's defaults, with the directives given replacing theirs.
    expect(headers['content-security-policy']).toContain("default-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('strict-transport-security');
  });

  it('is one frozen object, shared by every response', () => {
    expect(Object.isFrozen(headers)).toBe(true);
  });
});
