import * as http from 'http';
import type { TestApp } from './utils/test-app';
import { createTestApp } from './utils/test-app';
import { listen, sendFrom } from './utils/from-address';

/**
 * The client address behind a real proxy (docs/accounts.md, "Client address"):
 * clients on 127.0.0.2 and 127.0.0.3 reach the app through a proxy on 127.0.0.1
 * that appends the peer it saw to X-Forwarded-For, as nginx's
 * $proxy_add_x_forwarded_for does. Whatever the client writes in that header
 * itself must not change which address the limits count.
 */
function startProxy(target: number): http.Server {
  return http.createServer((req, res) => {
    const seen = req.headers['x-forwarded-for'];
    const forwarded = [seen, req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwarded } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
}

const send = (port: number, from: string, path: string, body: object, forwardedFor?: string) =>
  sendFrom(port, from, 'POST', path, body, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {});

describe.each([
  ['true (one hop)', 'true'],
  ['the proxy address', '127.0.0.1/32'],
])('limits behind a trusted proxy, TRUST_PROXY = %s', (_label, trustProxy) => {
  let t: TestApp;
  let proxy: http.Server;
  let proxyPort: number;
  let appPort: number;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '6', AUTH_RATE_LIMIT_PER_USERNAME: '100', TRUST_PROXY: trustProxy });
    appPort = await listen(t.app.getHttpServer(), '127.0.0.1');
    proxy = startProxy(appPort);
    proxyPort = await listen(proxy, '127.0.0.1');
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await t.close();
  });

  const register = (from: string, username: string, forwardedFor?: string) =>
    send(proxyPort, from, '/api/register', { username, password: 'password-123' }, forwardedFor);
  const login = (from: string, username: string, password: string, forwardedFor?: string) =>
    send(proxyPort, from, '/api/login', { username, password }, forwardedFor);

  it('counts sign-in failures per client, whatever X-Forwarded-For the client writes', async () => {
    expect((await register('127.0.0.3', `kiosk-${trustProxy.length}`)).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login('127.0.0.2', `guess-${i}`, 'wrong-password', `10.9.0.${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    const other = await login('127.0.0.3', `kiosk-${trustProxy.length}`, 'password-123', '127.0.0.2');
    expect(other.status).toBe(200);
  });

  it('counts registrations per client, whatever X-Forwarded-For the client writes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await register('127.0.0.2', `rot-${trustProxy.length}-${i}`, `10.8.0.${i}`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
    expect((await register('127.0.0.3', `other-${trustProxy.length}`, '10.8.0.1')).status).toBe(201);
  });
});

describe('without a trusted proxy', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '3', TRUST_PROXY: '10.0.0.0/8' });
    try {
      const port = await listen(t.app.getHttpServer(), '127.0.0.1');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await send(port, '127.0.0.2', '/api/login', { username: `g-${i}`, password: 'wrong-password' }, `10.7.0.${i}`)).status,
        );
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await t.close();
    }
  });
});
