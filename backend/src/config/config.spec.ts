import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { loadConfig } from './config';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenspace-config-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('applies defaults', () => {
    const c = loadConfig({ DATA_DIR: dataDir });
    expect(c.app).toMatchObject({ port: 3000, nodeEnv: 'development', dataDir, demoData: true, trustProxy: false });
    expect(c.database).toEqual({ url: undefined, embeddedPort: 54329 });
    expect(c.bookings).toEqual({ horizonDays: 365, holdHours: 48, pendingHoursCap: 2400 });
    expect(c.player).toEqual({ playRetentionDays: 400, ingestMaxQueued: 50_000 });
    expect(c.serviceArea).toEqual({ name: 'Arizona', state: 'AZ', south: 31.3322, west: -114.8183, north: 37.0043, east: -109.0452 });
    expect(c.mail).toEqual({
      smtpUrl: null,
      from: 'ScreenSpace <noreply@localhost.localdomain>',
      publicUrl: 'http://localhost:3000',
      messageHost: 'localhost',
    });
  });

  it('reads the mail settings (docs/notifications.md)', () => {
    const c = loadConfig({
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://user:p%40ss@mail.example.com:587',
      MAIL_FROM: 'Screens <hello@screens.example.com>',
      PUBLIC_URL: 'https://screens.example.com/',
    });
    expect(c.mail).toEqual({
      smtpUrl: 'smtp://user:p%40ss@mail.example.com:587',
      from: 'Screens <hello@screens.example.com>',
      publicUrl: 'https://screens.example.com',
      messageHost: 'screens.example.com',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '99' }, 'TRUST_PROXY'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_ACCESS_CODE: 'abc' }, 'ADMIN_ACCESS_CODE'],
    [{ BOOKING_HORIZON_DAYS: '0' }, 'BOOKING_HORIZON_DAYS'],
    [{ BOOKING_HOLD_HOURS: '1.5' }, 'BOOKING_HOLD_HOURS'],
    [{ TENANT_PENDING_HOURS_CAP: 'lots' }, 'TENANT_PENDING_HOURS_CAP'],
    [{ PLAY_RETENTION_DAYS: '2' }, 'PLAY_RETENTION_DAYS'],
    [{ PLAY_RETENTION_DAYS: 'forever' }, 'PLAY_RETENTION_DAYS'],
    [{ PLAY_INGEST_MAX_QUEUED: '499' }, 'PLAY_INGEST_MAX_QUEUED'],
    [{ SERVICE_AREA: 'Arizona' }, 'SERVICE_AREA'],
    [{ SERVICE_AREA: 'Arizona (AZ): 37,-114,31,-109' }, 'SERVICE_AREA'],
    [{ SERVICE_AREA: 'Arizona (AZ): 31,-200,37,-109' }, 'SERVICE_AREA'],
    [{ SMTP_URL: 'mail.example.com:25' }, 'SMTP_URL'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM'],
    [{ PUBLIC_URL: 'screens.example.com' }, 'PUBLIC_URL'],
  ])('refuses %j naming the variable', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}:`));
  });

  it.each([
    ['false', false],
    ['true', 1],
    ['2', 2],
    [' 10.0.0.0/8, 127.0.0.1 ,::1', ['10.0.0.0/8', '127.0.0.1', '::1']],
    ['loopback', ['loopback']],
  ])('reads TRUST_PROXY=%j as what Fastify takes (true is one hop)', (raw, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: raw }).app.trustProxy).toEqual(expected);
  });

  it('reads another service area', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SERVICE_AREA: ' New Mexico (NM): 31.33,-109.05,37,-103 ' }).serviceArea).toEqual({
      name: 'New Mexico',
      state: 'NM',
      south: 31.33,
      west: -109.05,
      north: 37,
      east: -103,
    });
  });

  it('generates the admin code and JWT secret once and keeps them in the data folder', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.auth.adminAccessCode.length).toBeGreaterThanOrEqual(8);
    expect(first.auth.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.auth.adminAccessCode).toBe(first.auth.adminAccessCode);
    expect(second.auth.jwtSecret).toBe(first.auth.jwtSecret);
    expect(first.auth.adminAccessCodeGenerated).toBe(true);
    const stat = fs.statSync(path.join(dataDir, 'secrets.json'));
    expect(stat.mode & 0o077).toBe(0);
  });

  it('uses the given secrets', () => {
    const c = loadConfig({ DATA_DIR: dataDir, ADMIN_ACCESS_CODE: 'given-code-1', JWT_SECRET: 's'.repeat(32) });
    expect(c.auth).toMatchObject({ adminAccessCode: 'given-code-1', jwtSecret: 's'.repeat(32), adminAccessCodeGenerated: false });
    expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('requires both secrets in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 's'.repeat(32) })).toThrow(
      /ADMIN_ACCESS_CODE: required when NODE_ENV=production/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', ADMIN_ACCESS_CODE: 'given-code-1' })).toThrow(
      /JWT_SECRET: required when NODE_ENV=production/,
    );
  });
});
