import type { EntityManager } from '@mikro-orm/postgresql';
import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { addChangeWrite, transactionalWithWrites } from '../src/common/database/change-writes.repository';
import { approvedDisplay, bulk, tenantWithCreative } from './utils/booking-fixtures';
import { SmtpSink } from './utils/smtp-sink';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

type RowVersion = { xmin: string; cmin: string };

/**
 * A change's records in one statement (docs/architecture.md, "One statement for a change's
 * records"): its audit records, notifications and e-mails are written by the last statement of its
 * transaction, so events cost it no round trip; a failure there rolls the whole change back.
 * Rows one statement wrote share their transaction (`xmin`) and command (`cmin`).
 */
describe('a change writes its records in one statement', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let admin: TestAgent;
  let em: EntityManager;
  const probe = (value: string) => ({
    ctes: [`probe as (insert into change_write_probe (v) values ($1::text))`],
    values: [value],
  });
  const probeRows = () => em.fork().execute<{ v: string; stamp: string }[]>('select v, stamp::text from change_write_probe order by v');

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await createTestApp(
      { SMTP_URL: sink.url, MAIL_FROM: 'ScreenSpace <noreply@screens.example.com>' },
      new FixedClock(new Date('2026-12-01T17:00:00Z')),
    );
    em = t.orm.em as EntityManager;
    admin = (await signedInAsAdmin(t)).agent;
    await em
      .fork()
      .execute('create table change_write_probe (v text primary key, stamp timestamptz not null default statement_timestamp())');
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(() => em.fork().execute('truncate change_write_probe'));

  it("a confirmation's audit records, notifications and e-mail are one statement, after the status change", async () => {
    const host = await signedInAs(t, 'host', 'writes-host');
    const tenant = await tenantWithCreative(t, admin, 'writes-tenant');
    await tenant.agent.patch('/api/account').send({ email: 'writes-tenant@example.com' }).expect(200);
    const display = await approvedDisplay(host.agent, admin, 'Writes screen');
    const { groupId } = (
      await tenant.agent
        .post('/api/tenant/bookings/bulk')
        .send(bulk(display.id, tenant.creative.id, ['2026-12-05']))
        .expect(201)
    ).body;
    await admin.post(`/api/admin/bookings/groups/${groupId}/confirm`).expect(200);

    const read = (sql: string) => em.fork().execute<RowVersion[]>(sql, [groupId]);
    const audit = await read(
      `select xmin::text, cmin::text from audit_log where action = 'booking_group.confirm' and entity_id in (select id::text from bookings where group_id = ?)`,
    );
    const events = await read(
      `select xmin::text, cmin::text from notifications where kind in ('booking_confirmed', 'host_booking_confirmed') and ? is not null`,
    );
    const mail = await read(
      `select o.xmin::text, o.cmin::text from mail_outbox o join notifications n on n.id = o.notification_id where n.kind = 'booking_confirmed' and ? is not null`,
    );
    const [booking] = await read('select xmin::text, cmin::text from bookings where group_id = ?');
    expect([audit.length, events.length, mail.length]).toEqual([1, 2, 1]);
    const records = [...audit, ...events, ...mail];
    expect(new Set(records.map((r) => `${r.xmin}/${r.cmin}`)).size).toBe(1);
    expect(records[0].xmin).toBe(booking.xmin); // the same transaction as the status change
    expect(Number(records[0].cmin)).toBeGreaterThan(Number(booking.cmin)); // and a later statement of it
  });

  it('collects the writes until the work is done, then sends them together', async () => {
    const seen = await transactionalWithWrites(em.fork(), async (tx) => {
      await addChangeWrite(tx, probe('a'));
      await addChangeWrite(tx, probe('b'));
      return tx.execute<{ n: number }[]>('select count(*)::int as n from change_write_probe');
    });
    expect(seen[0].n).toBe(0);
    const rows = await probeRows();
    expect(rows.map((r) => r.v)).toEqual(['a', 'b']);
    expect(rows[0].stamp).toBe(rows[1].stamp); // one statement
  });

  it('outside such a transaction, each write is sent at once', async () => {
    await em.fork().transactional(async (tx) => {
      await addChangeWrite(tx, probe('a'));
      expect(await tx.execute('select v from change_write_probe')).toEqual([{ v: 'a' }]);
      await addChangeWrite(tx, probe('b'));
    });
    const rows = await probeRows();
    expect(rows.map((r) => r.v)).toEqual(['a', 'b']);
    expect(rows[0].stamp).not.toBe(rows[1].stamp);
  });

  it('a failing write rolls back the whole change, its other statements included', async () => {
    const change = transactionalWithWrites(em.fork(), async (tx) => {
      await tx.execute("insert into change_write_probe (v) values ('before')");
      await addChangeWrite(tx, probe('x'));
      await addChangeWrite(tx, probe('x')); // the same key twice: the one statement fails at the end
    });
    await expect(change).rejects.toThrow(/duplicate key/);
    expect(await probeRows()).toEqual([]);
  });

  it('a failure in the work sends nothing', async () => {
    const change = transactionalWithWrites(em.fork(), async (tx) => {
      await addChangeWrite(tx, probe('never'));
      throw new Error('refused');
    });
    await expect(change).rejects.toThrow('refused');
    expect(await probeRows()).toEqual([]);
  });
});
