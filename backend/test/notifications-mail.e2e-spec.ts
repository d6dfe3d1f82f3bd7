import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { MailSender } from '../src/modules/notifications/mail-sender.service';
import { approvedDisplay, bulk, tenantWithCreative } from './utils/booking-fixtures';
import { SmtpSink } from './utils/smtp-sink';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const NOW = '2026-12-01T17:00:00Z';

/**
 * E-mail through a real SMTP server (docs/notifications.md, "The outbox"): the message a
 * tenant gets for a confirmation, and e-mails queued while the server is away, each delivered
 * exactly once when it is back. (A server restart in between: notifications-mail-restart.)
 */
describe('notification e-mail', () => {
  let t: TestApp;
  let clock: FixedClock;
  let sink: SmtpSink;
  let admin: TestAgent;
  let host: Awaited<ReturnType<typeof signedInAs>>;
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
  let display: { id: number };
  const sender = () => t.app.get(MailSender);
  const confirmBooking = async (date: string) => {
    const res = await tenant.agent
      .post('/api/tenant/bookings/bulk')
      .send(bulk(display.id, tenant.creative.id, [date]))
      .expect(201);
    await admin.post(`/api/admin/bookings/groups/${res.body.groupId}/confirm`).expect(200);
  };

  beforeAll(async () => {
    sink = await SmtpSink.start();
    clock = new FixedClock(new Date(NOW));
    t = await createTestApp(
      { SMTP_URL: sink.url, MAIL_FROM: 'ScreenSpace <noreply@screens.example.com>', PUBLIC_URL: 'https://screens.example.com' },
      clock,
    );
    admin = (await signedInAsAdmin(t)).agent;
    host = await signedInAs(t, 'host', 'mail-host');
    tenant = await tenantWithCreative(t, admin, 'mail-tenant');
    await tenant.agent.patch('/api/account').send({ email: 'tenant@example.com' }).expect(200);
    display = await approvedDisplay(host.agent, admin, 'Mail screen');
    await sender().drain(); // nothing of the set-up has an address yet
    sink.received.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('mails a confirmation to the tenant: recipient, subject, link and a stable Message-ID', async () => {
    await confirmBooking('2026-12-05');
    expect(await sender().drain()).toEqual({ sent: 1, failed: 0, unreachable: false });
    const [{ id }] = (await tenant.agent.get('/api/notifications').expect(200)).body.items;
    expect(sink.received).toEqual([
      {
        to: 'tenant@example.com',
        from: '"ScreenSpace" <noreply@screens.example.com>',
        subject: 'Booking on Mail screen confirmed',
        messageId: `<notification-${id}@screens.example.com>`,
        text: expect.stringContaining('https://screens.example.com/dashboard/bookings'),
        html: expect.stringContaining('<a href="https://screens.example.com/dashboard/bookings">'),
      },
    ]);
    expect(sink.received[0].text).toContain('Your booking of Mail screen for Dec 05, 2026 (1 h a day) was confirmed.');
    expect(await sender().drain()).toEqual({ sent: 0, failed: 0, unreachable: false });
  });

  it('queues while the server is away and delivers each e-mail exactly once when it is back', async () => {
    sink.received.length = 0;
    await sink.stop();
    for (const date of ['2026-12-06', '2026-12-07', '2026-12-08']) await confirmBooking(date);
    expect(await sender().drain()).toEqual({ sent: 0, failed: 3, unreachable: true });
    clock.set(new Date(Date.parse(NOW) + 60_000)); // past the first back-off
    expect((await sender().drain()).unreachable).toBe(true);
    await sink.resume();
    expect((await sender().drain()).sent).toBe(0); // still waiting out the back-off (2 s after the second try)
    clock.set(new Date(Date.parse(NOW) + 120_000));
    expect(await sender().drain()).toEqual({ sent: 3, failed: 0, unreachable: false });
    expect(await sender().drain()).toEqual({ sent: 0, failed: 0, unreachable: false });
    const ids = sink.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(3);
    expect(sink.received.map((m) => m.text.match(/for (\w+ \d+, \d+) \(/)![1]).toSorted()).toEqual([
      'Dec 06, 2026',
      'Dec 07, 2026',
      'Dec 08, 2026',
    ]);
  });

  it('mails each recipient of one change its own e-mail, written in one statement', async () => {
    await host.agent.patch('/api/account').send({ email: 'host@example.com' }).expect(200);
    sink.received.length = 0;
    await confirmBooking('2026-12-09');
    expect(await sender().drain()).toEqual({ sent: 2, failed: 0, unreachable: false });
    const [tenantNote] = (await tenant.agent.get('/api/notifications').expect(200)).body.items;
    const [hostNote] = (await host.agent.get('/api/notifications').expect(200)).body.items;
    const byRecipient = Object.fromEntries(sink.received.map((m) => [m.to, m]));
    expect(Object.keys(byRecipient).toSorted()).toEqual(['host@example.com', 'tenant@example.com']);
    expect(byRecipient['tenant@example.com']).toMatchObject({
      subject: 'Booking on Mail screen confirmed',
      messageId: `<notification-${tenantNote.id}@screens.example.com>`,
    });
    expect(byRecipient['host@example.com']).toMatchObject({
      subject: 'New confirmed booking on Mail screen',
      messageId: `<notification-${hostNote.id}@screens.example.com>`,
      text: expect.stringContaining('https://screens.example.com/dashboard/upcoming-bookings'),
    });
  });
});
