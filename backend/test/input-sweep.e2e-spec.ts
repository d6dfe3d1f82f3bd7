import fc from 'fast-check';
import type { Op } from './utils/sweep-inputs';
import { BAD_IDS, BAD_QUERY_VALUES, BAD_VALUES, OTHER_CHARSETS, operations, PRIVILEGED, RAW_BODIES } from './utils/sweep-inputs';
import type { SweepWorld } from './utils/sweep-world';
import { changedTables, dataDigest, seedSweepWorld } from './utils/sweep-world';
import type { TestApp } from './utils/test-app';
import { createTestApp } from './utils/test-app';

// Bad input generated from openapi.json for every operation: each answer must be a 4xx
// {statusCode, message} (never a 5xx), and a refused request must change no data.
jest.setTimeout(600_000);

describe('generated bad input for every operation', () => {
  let t: TestApp;
  let world: SweepWorld;
  let currentDigest: () => Promise<string>;

  beforeAll(async () => {
    t = await createTestApp();
    world = await seedSweepWorld(t);
    currentDigest = dataDigest(t);
  });
  afterAll(() => t.close());

  function request(op: Op, pathOverride?: Record<string, string>) {
    const role = op.access.find((a) => a !== 'public' && a !== 'player') as 'tenant' | 'host' | 'admin' | undefined;
    const { agents, opIds, ids, creativeId, token } = world;
    const agent = role ? agents[role] : t.agent();
    const url = op.template.replace(
      /\{([^}]+)\}/g,
      (_, name: string) =>
        pathOverride?.[name] ??
        opIds[op.key]?.[name] ??
        (name === 'id' && op.template.startsWith('/api/tenant/ad-creatives/') ? creativeId : ids[name]) ??
        '1',
    );
    const req = agent[op.method.toLowerCase() as 'get'](url);
    return op.access.includes('player') ? req.set('Authorization', `Bearer ${token}`) : req;
  }

  /** Sends one variant; a 4xx must be {statusCode, message} and leave the data as it was. */
  async function expectRefusedOrHarmless(
    op: Op,
    label: string,
    send: () => Promise<{ status: number; body: any }>,
    problems: string[],
    mustRefuse: boolean,
  ) {
    const before = await currentDigest();
    const res = await send();
    if (res.status >= 500) problems.push(`${op.key} ${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    else if (res.status >= 400) {
      if (typeof res.body?.message !== 'string' || res.body.statusCode !== res.status)
        problems.push(`${op.key} ${label}: ${res.status} body ${JSON.stringify(res.body).slice(0, 120)}`);
      const after = await currentDigest();
      if (after !== before)
        problems.push(`${op.key} ${label}: refused (${res.status}) but the data changed (${changedTables(before, after).join(', ')})`);
    } else if (mustRefuse) problems.push(`${op.key} ${label}: accepted with ${res.status}`);
    else if (res.body && typeof res.body === 'object') {
      const declared = Object.keys(op.body?.properties ?? {});
      for (const [k, v] of Object.entries(PRIVILEGED)) {
        if (
          label === 'privileged fields' &&
          !declared.includes(k) &&
          k !== 'status' &&
          JSON.stringify((res.body as any)[k]) === JSON.stringify(v)
        )
          problems.push(`${op.key}: took ${k} from the caller`);
      }
    }
  }

  it.each(operations.map((o) => [o.key, o] as const))('%s', async (_key, op) => {
    const problems: string[] = [];
    for (const p of op.params.filter((x) => x.in === 'path')) {
      for (const bad of BAD_IDS)
        await expectRefusedOrHarmless(op, `path ${p.name}=${bad.slice(0, 20)}`, () => request(op, { [p.name]: bad }), problems, true);
    }
    for (const q of op.params.filter((x) => x.in === 'query')) {
      for (const bad of BAD_QUERY_VALUES) {
        await expectRefusedOrHarmless(
          op,
          `query ${q.name}=${bad.slice(0, 20)}`,
          () => request(op).query(`${q.name}=${bad}`),
          problems,
          false,
        );
      }
    }
    if (op.method !== 'GET' && op.method !== 'DELETE') {
      const base = world.bases[op.key] ?? {};
      const fields = Object.keys({ ...op.body?.properties, ...base });
      for (const field of fields) {
        for (const bad of BAD_VALUES) {
          await expectRefusedOrHarmless(
            op,
            `${field}=${JSON.stringify(bad)?.slice(0, 20)}`,
            () => request(op).send({ ...base, [field]: bad }),
            problems,
            false,
          );
        }
      }
      if (fields.length)
        await expectRefusedOrHarmless(
          op,
          'no fields',
          () => request(op).send({}),
          problems,
          op.body?.properties !== undefined &&
            Object.keys(world.bases).includes(op.key) &&
            op.key !== 'POST /api/admin/bookings/groups/{groupId}/reject' &&
            op.key !== 'POST /api/admin/campaigns/{id}/reject',
        );
      await expectRefusedOrHarmless(op, 'privileged fields', () => request(op).send({ ...base, ...PRIVILEGED }), problems, false);
      // A call without a body of its own may ignore one; a call that reads one must refuse these.
      for (const raw of RAW_BODIES)
        await expectRefusedOrHarmless(
          op,
          `raw ${raw.slice(0, 12)}`,
          () => request(op).set('content-type', 'application/json').send(raw),
          problems,
          op.body !== undefined || raw.length > 100,
        );
      await expectRefusedOrHarmless(op, 'text/plain', () => request(op).set('content-type', 'text/plain').send('hello'), problems, true);
      // JSON is UTF-8: a body declared in another charset is refused, never decoded as UTF-8.
      for (const charset of OTHER_CHARSETS)
        await expectRefusedOrHarmless(
          op,
          `charset=${charset}`,
          () =>
            request(op)
              .set('content-type', `application/json; charset=${charset}`)
              .send(JSON.stringify(world.bases[op.key] ?? {})),
          problems,
          true,
        );
      await expectRefusedOrHarmless(
        op,
        'over-size body',
        () =>
          request(op)
            .set('content-type', 'application/json')
            .send(`{"x":"${'y'.repeat(9 * 1024 * 1024)}"}`),
        problems,
        true,
      );
      // Property-based: any JSON object at all (seeded, so a failure can be replayed).
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 }), async (body) => {
          await expectRefusedOrHarmless(
            op,
            `arbitrary ${JSON.stringify(body).slice(0, 40)}`,
            () => request(op).send(body),
            problems,
            false,
          );
        }),
        { numRuns: 12, seed: 20261123 },
      );
    }
    expect(problems).toEqual([]);
  });
});
