import { FixedClock } from '../src/common/clock/clock';
import { pendingCreative } from './utils/booking-fixtures';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAsAdmin } from './utils/test-app';

const NOW = '2026-12-01T17:00:00Z';
// Mail is on (nothing is sent: the sender does not run in tests), so the outbox can be read.
const MAIL = { SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://screens.example.com/' };

/** Account settings, password change and reset (docs/notifications.md, "Account"). */
describe('account settings', () => {
  let t: TestApp;
  let clock: FixedClock;
  const outbox = (
    to: string,
  ): Promise<{ subject: string; text_body: string; html_body: string; message_id: string; notification_id: number }[]> =>
    t.orm.em
      .fork()
      .getConnection()
      .execute('select subject, text_body, html_body, message_id, notification_id from mail_outbox where to_address = ? order by id', [to]);
  const register = async (username: string, extra: object = {}) => {
    const agent = t.agent();
    await agent
      .post('/api/register')
      .send({ username, password: 'password-123', ...extra })
      .expect(201);
    return agent;
  };
  const login = (username: string, password: string) => t.agent().post('/api/login').send({ username, password });
  const resetToken = async (to: string) => /token=([\w-]+)/.exec((await outbox(to)).at(-1)!.text_body)![1];

  beforeAll(async () => {
    clock = new FixedClock(new Date(NOW));
    t = await createTestApp(MAIL, clock);
  });
  afterAll(() => t.close());
  afterEach(() => clock.set(NOW));

  it('registers with an optional e-mail; shows and changes it and the opt-outs', async () => {
    const bad = await t.agent().post('/api/register').send({ username: 'acc-bad', password: 'password-123', email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual({ field: 'email' });
    const tenant = await register('acc-tenant', { email: ' ana@example.com ' });
    const account = (await tenant.get('/api/account').expect(200)).body;
    expect(account).toEqual({
      username: 'acc-tenant',
      role: 'tenant',
      email: 'ana@example.com',
      emailOptOut: [],
      emailKinds: expect.arrayContaining([{ kind: 'booking_confirmed', label: 'A booking was confirmed' }]),
      mailEnabled: true,
    });
    expect(account.emailKinds.map((k: { kind: string }) => k.kind)).toEqual([
      'creative_reviewed',
      'booking_confirmed',
      'booking_rejected',
      'booking_expired',
      'hold_expiring',
    ]);
    const patched = await tenant
      .patch('/api/account')
      .send({ emailOptOut: ['booking_confirmed', 'booking_confirmed'] })
      .expect(200);
    expect(patched.body).toEqual(expect.objectContaining({ email: 'ana@example.com', emailOptOut: ['booking_confirmed'] }));
    expect((await tenant.patch('/api/account').send({ email: 'a@b' })).body.details).toEqual({ field: 'email' });
    await tenant
      .patch('/api/account')
      .send({ emailOptOut: ['nope'] })
      .expect(400);
    expect((await tenant.patch('/api/account').send({ email: null }).expect(200)).body.email).toBeNull();
    const admin = (await signedInAsAdmin(t)).agent;
    expect((await admin.get('/api/account').expect(200)).body.emailKinds).toEqual([
      { kind: 'review_waiting', label: 'Items are waiting for review' },
    ]);
  });

  it('queues an e-mail with the event, unless the kind is opted out; links and Message-ID use PUBLIC_URL', async () => {
    const admin = (await signedInAsAdmin(t)).agent;
    const tenant = await register('acc-mail', { email: 'mail@example.com' });
    const first = await pendingCreative(tenant, 'First ad');
    await admin.post(`/api/admin/ad-creatives/${first.id}/approve`).send({ approved: true }).expect(200);
    const [mail] = await outbox('mail@example.com');
    expect(mail.subject).toBe('Ad creative "First ad" approved');
    expect(mail.message_id).toBe(`<notification-${mail.notification_id}@screens.example.com>`);
    expect(mail.text_body).toContain('https://screens.example.com/dashboard/ad-creatives');
    expect(mail.html_body).toContain('<a href="https://screens.example.com/dashboard/ad-creatives">');
    await tenant
      .patch('/api/account')
      .send({ emailOptOut: ['creative_reviewed'] })
      .expect(200);
    const second = await pendingCreative(tenant, 'Second ad');
    await admin.post(`/api/admin/ad-creatives/${second.id}/approve`).send({ approved: true }).expect(200);
    expect(await outbox('mail@example.com')).toHaveLength(1);
    expect((await tenant.get('/api/notifications').expect(200)).body.items).toHaveLength(2); // still in the app
  });

  it('changes the password with the current one; every other session ends', async () => {
    const here = await register('acc-pass');
    const elsewhere = t.agent();
    await elsewhere.post('/api/login').send({ username: 'acc-pass', password: 'password-123' }).expect(200);
    const wrong = await here
      .post('/api/account/password')
      .send({ currentPassword: 'nope-nope', newPassword: 'new-password-1' })
      .expect(400);
    expect(wrong.body.details).toEqual({ field: 'currentPassword' });
    await here.post('/api/account/password').send({ currentPassword: 'password-123', newPassword: 'new-password-1' }).expect(204);
    await here.get('/api/user').expect(200);
    await elsewhere.get('/api/user').expect(401);
    await login('acc-pass', 'password-123').expect(401);
    await login('acc-pass', 'new-password-1').expect(200);
    await here.post('/api/account/password').send({ currentPassword: 'new-password-1', newPassword: 'short' }).expect(400);
  });

  it('resets a password through a single-use link valid 1 hour, never saying whether the account exists', async () => {
    const signedIn = await register('acc-reset', { email: 'reset@example.com' });
    await register('acc-nomail');
    for (const username of ['acc-reset', 'nobody-here', 'acc-nomail']) {
      const res = await t.agent().post('/api/password-reset').send({ username }).expect(202);
      expect(res.body).toEqual({});
    }
    const [mail] = await outbox('reset@example.com');
    expect(mail.subject).toBe('Reset your ScreenSpace password');
    expect(mail.text_body).toMatch(/https:\/\/screens\.example\.com\/reset-password\?token=[\w-]{43}/);
    const token = await resetToken('reset@example.com');
    const stored = await t.orm.em.fork().getConnection().execute('select token_hash from password_resets');
    expect(JSON.stringify(stored)).not.toContain(token); // only its hash is kept

    const bad = await t
      .agent()
      .post('/api/password-reset/confirm')
      .send({ token: 'x'.repeat(43), newPassword: 'reset-pass-1' })
      .expect(400);
    expect(bad.body.details).toEqual({ reason: 'invalid' });
    const ok = await t.agent().post('/api/password-reset/confirm').send({ token, newPassword: 'reset-pass-1' });
    expect([ok.status, ok.body]).toEqual([204, {}]);
    await signedIn.get('/api/user').expect(401); // every session ends
    await login('acc-reset', 'reset-pass-1').expect(200);
    const again = await t.agent().post('/api/password-reset/confirm').send({ token, newPassword: 'reset-pass-2' }).expect(400);
    expect(again.body.details).toEqual({ reason: 'used' });

    await t.agent().post('/api/password-reset').send({ username: 'ACC-RESET' }).expect(202);
    const late = await resetToken('reset@example.com');
    clock.set(new Date(Date.parse(NOW) + 61 * 60_000));
    const expired = await t.agent().post('/api/password-reset/confirm').send({ token: late, newPassword: 'reset-pass-3' }).expect(400);
    expect(expired.body.details).toEqual({ reason: 'expired' });
  });

  it('limits reset requests per address like sign-in', async () => {
    const limited = await createTestApp({ ...MAIL, AUTH_RATE_LIMIT_PER_IP: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.agent().post('/api/password-reset').send({ username: 'someone' })).status);
      expect(statuses).toEqual([202, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});
