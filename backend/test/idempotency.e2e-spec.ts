import { randomUUID } from 'crypto';
import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent';
import { FixedClock } from '../src/common/clock/clock';
import { approvedDisplay, bulk, tenantWithCreative } from './utils/booking-fixtures';
import { creativeRowCounts, dataUrl } from './utils/creative-files';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const NOW = '2026-12-01T18:00:00Z';
const KEY = 'Idempotency-Key';

const post = (agent: TestAgent, body: object, key: string) => agent.post('/api/tenant/bookings/bulk').set(KEY, key).send(body);
const upload = (agent: TestAgent, body: object, key: string) => agent.post('/api/tenant/ad-creatives').set(KEY, key).send(body);
const image = async (background: string) => ({
  name: 'Retried upload',
  fileUrl: dataUrl(
    await sharp({ create: { width: 40, height: 20, channels: 3, background } })
      .png()
      .toBuffer(),
  ),
  dimensions: '40x20',
});

describe('Idempotency-Key on bookings and creative uploads', () => {
  let t: TestApp;
  let clock: FixedClock;
  let admin: TestAgent;
  let display: { id: number };
  let tenant: Awaited<ReturnType<typeof tenantWithCreative>>;
  const sql = (text: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute(text, params);
  const groupsOf = async (tenantId: number): Promise<number> =>
    (await sql('select count(distinct group_id)::int as n from bookings where tenant_id = ?', [tenantId]))[0].n;

  beforeAll(async () => {
    clock = new FixedClock(new Date(NOW));
    t = await createTestApp({}, clock);
    // A real listening socket, so that concurrent requests really run side by side.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = (await signedInAsAdmin(t)).agent;
    display = await approvedDisplay((await signedInAs(t, 'host')).agent, admin, 'Retried screen');
    tenant = await tenantWithCreative(t, admin);
  });
  afterAll(() => t.close());
  afterEach(() => clock.set(NOW));

  describe('POST /api/tenant/bookings/bulk', () => {
    it('answers a retry with the first answer and books once', async () => {
      const key = randomUUID();
      const body = bulk(display.id, tenant.creative.id, ['2026-12-10', '2026-12-11'], 1);
      const before = await groupsOf(tenant.user.id);
      const first = await post(tenant.agent, body, key).expect(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const again = await post(tenant.agent, body, key).expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      // The same body with its keys in another order is the same request.
      const reordered = {
        bookings: body.bookings.map(({ hoursBooked, bookingDate, adCreativeId, displayId }) => ({
          hoursBooked,
          bookingDate,
          adCreativeId,
          displayId,
        })),
      };
      expect((await post(tenant.agent, reordered, key).expect(201)).body).toEqual(first.body);
      expect(await groupsOf(tenant.user.id)).toBe(before + 1);
    });

    it('refuses the same key with another body (422) or for another operation, creating nothing', async () => {
      const key = randomUUID();
      await post(tenant.agent, bulk(display.id, tenant.creative.id, ['2026-12-12'], 1), key).expect(201);
      const before = await groupsOf(tenant.user.id);
      const res = await post(tenant.agent, bulk(display.id, tenant.creative.id, ['2026-12-13'], 1), key).expect(422);
      expect(res.body).toEqual({
        statusCode: 422,
        message: 'This Idempotency-Key was already used for a different request; send a new key for a new request',
      });
      await upload(tenant.agent, await image('#123456'), key).expect(422);
      expect(await groupsOf(tenant.user.id)).toBe(before);
    });

    it('creates exactly one group when identical submits with one key race', async () => {
      const racer = await tenantWithCreative(t, admin);
      const key = randomUUID();
      const body = bulk(display.id, racer.creative.id, ['2026-12-14', '2026-12-15', '2026-12-16'], 2);
      const answers = await Promise.all(Array.from({ length: 5 }, () => post(racer.agent, body, key)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(answers.map((a) => a.body.groupId)).size).toBe(1);
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
      expect(await groupsOf(racer.user.id)).toBe(1);
      expect((await sql('select count(*)::int as n from bookings where tenant_id = ?', [racer.user.id]))[0].n).toBe(3);
    }, 60_000);

    it('keeps keys per user and for 24 hours', async () => {
      const other = await tenantWithCreative(t, admin);
      const key = randomUUID();
      await post(tenant.agent, bulk(display.id, tenant.creative.id, ['2026-12-17'], 1), key).expect(201);
      const theirs = await post(other.agent, bulk(display.id, other.creative.id, ['2026-12-17'], 1), key).expect(201);
      expect(theirs.headers['idempotent-replayed']).toBeUndefined();
      const body = bulk(display.id, other.creative.id, ['2026-12-18'], 1);
      const first = await post(other.agent, body, randomUUID()).expect(201);
      clock.set(new Date(Date.parse(NOW) + 24 * 3600 * 1000 + 1000));
      const later = await post(other.agent, body, key).expect(201); // the old key (other body) has expired
      expect(later.body.groupId).not.toBe(first.body.groupId);
    });

    it('keeps no answer for a refused or failed request: a retry with the key runs again', async () => {
      const key = randomUUID();
      const blocker = await tenantWithCreative(t, admin);
      const block = await post(blocker.agent, bulk(display.id, blocker.creative.id, ['2026-12-19'], 4), randomUUID()).expect(201);
      await post(blocker.agent, bulk(display.id, blocker.creative.id, ['2026-12-19'], 4), randomUUID()).expect(201);
      const body = bulk(display.id, tenant.creative.id, ['2026-12-19'], 1);
      await post(tenant.agent, body, key).expect(409);
      await admin.delete(`/api/admin/bookings/groups/${block.body.groupId}`).expect(200);
      const retried = await post(tenant.agent, body, key).expect(201);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
    });

    it('stores the answer in the booking transaction: if storing it fails, nothing is booked', async () => {
      // The database goes away while the answer is being stored (PostgreSQL's shutdown error: 503).
      await sql(`create function test_fail_answer() returns trigger language plpgsql as $$
        begin raise exception 'terminating connection (test)' using errcode = '57P01'; end $$`);
      await sql(`create trigger test_fail_answer before update on idempotency_keys for each row execute function test_fail_answer()`);
      const key = randomUUID();
      const body = bulk(display.id, tenant.creative.id, ['2026-12-22'], 1);
      const before = await groupsOf(tenant.user.id);
      await post(tenant.agent, body, key).expect(503);
      expect(await groupsOf(tenant.user.id)).toBe(before);
      expect((await sql('select count(*)::int as n from idempotency_keys where key = ?', [key]))[0].n).toBe(0);
      await sql('drop trigger test_fail_answer on idempotency_keys');
      await post(tenant.agent, body, key).expect(201);
      const [stored] = await sql('select response_status, response_body from idempotency_keys where key = ?', [key]);
      expect(stored.response_status).toBe(201);
      expect(await groupsOf(tenant.user.id)).toBe(before + 1);
    });

    it.each([['x'.repeat(256)], ['has space'], ['caf\u00e9']])('refuses a malformed key %#', async (key) => {
      const before = await groupsOf(tenant.user.id);
      const res = await post(tenant.agent, bulk(display.id, tenant.creative.id, ['2026-12-23'], 1), key).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Idempotency-Key must be 1 to 255 visible ASCII characters, such as a UUID' });
      expect(await groupsOf(tenant.user.id)).toBe(before);
    });
  });

  describe('POST /api/tenant/ad-creatives', () => {
    it('stores one creative for identical concurrent uploads with one key, and replays the first answer', async () => {
      const uploader = await signedInAs(t, 'tenant');
      const body = await image('#0a7f3c');
      const key = randomUUID();
      const before = await creativeRowCounts(t);
      const answers = await Promise.all(Array.from({ length: 3 }, () => upload(uploader.agent, body, key)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
      expect(answers.every((a) => JSON.stringify(a.body) === JSON.stringify(answers[0].body))).toBe(true);
      expect(await creativeRowCounts(t)).toEqual({ creatives: before.creatives + 1, files: before.files + 2 });
      const res = await upload(uploader.agent, await image('#ff0000'), key).expect(422);
      expect(res.body.statusCode).toBe(422);
      expect(await creativeRowCounts(t)).toEqual({ creatives: before.creatives + 1, files: before.files + 2 });
    }, 60_000);
  });
});
