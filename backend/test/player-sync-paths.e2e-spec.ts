import { IncomingMessage } from 'http';
import * as hygiene from '../src/common/http/request-hygiene.hook';
import { AccessGuard } from '../src/modules/auth/access.guard';
import { DisplayStates } from '../src/modules/player/display-states';
import { PlayerTokenStrategy } from '../src/modules/player/player-token.strategy';
import { PlayerService } from '../src/modules/player/player.service';
import { JwtService } from '@nestjs/jwt';
import { Config } from '../src/config/config';
import { eventually, play, playCount, playerToken } from './utils/player-fixtures';
import { at, type SyncWorld, syncWorld } from './utils/sync-fixtures';
import type { TestApp } from './utils/test-app';

/**
 * The layers a sync can be answered by (docs/performance.md, "The sync without Nest's layers" and
 * "The sync below Fastify"): below Fastify for a known token over a direct connection, Fastify's
 * fast path for one through a proxy or after a failed check, Nest's route for everything else.
 * Every answer but the accepted one is the guard's, the pipes' or the filter's. Which fast layer
 * checked a token tells the request it was handed: Node's own below Fastify, Fastify's above.
 */
const DIRECT = {};
const PROXIED = { 'X-Forwarded-For': '203.0.113.7' };

describe('sync: the layers that answer it', () => {
  let w: SyncWorld;
  let t: TestApp;
  let host: SyncWorld['host'];
  const screen = (name: string) => w.screen(name);

  beforeAll(async () => {
    w = await syncWorld('paths');
    ({ t, host } = w);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('answers a direct sync below Fastify as Fastify answers a proxied one: the same body and headers, no guard', async () => {
    const s = await screen('Two layers');
    await s.sync({ plays: [] }).expect(200); // through the guard: the token is known from here on
    const guard = jest.spyOn(AccessGuard.prototype, 'canActivate');
    const knownNow = jest.spyOn(PlayerTokenStrategy.prototype, 'knownPlayerNow');
    const known = jest.spyOn(PlayerTokenStrategy.prototype, 'knownPlayer');
    const direct = await s.sync({ plays: [play(s.ad.id, at(-10), 'layer-1')], scheduleEtag: 'stale' }).expect(200);
    const proxied = await s.sync({ plays: [play(s.ad.id, at(-20), 'layer-2')], scheduleEtag: 'stale' }, s.id, PROXIED).expect(200);
    // Below Fastify with Node's request, the proxied one above it with Fastify's.
    expect(knownNow.mock.calls.map(([request]) => request instanceof IncomingMessage)).toEqual([true]);
    expect(known.mock.calls.map(([request]) => request instanceof IncomingMessage)).toEqual([false]);
    expect(guard).not.toHaveBeenCalled();
    const shape = (body: { results: object[] }) => ({ ...body, results: body.results.map((r) => ({ ...r, clientPlayId: 'x' })) });
    expect(shape(direct.body)).toEqual(shape(proxied.body));
    expect(direct.body).toMatchObject({ accepted: 1, notModified: false, results: [{ clientPlayId: 'layer-1', status: 'accepted' }] });
    const named = (headers: Record<string, string>) => Object.keys(headers).filter((h) => h !== 'date' && h !== 'content-length');
    expect(named(direct.headers).toSorted()).toEqual(named(proxied.headers).toSorted());
    expect(direct.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-frame-options': 'DENY',
      'content-security-policy': proxied.headers['content-security-policy'],
    });
    expect(await playCount(t, 'display_id = ?', [s.id])).toBe(2);
  });

  it("checks a new token's signature on its first sync below Fastify; a forged or expired one meets the guard", async () => {
    const s = await screen('First sync');
    const token = await playerToken(t, s.id); // never used yet
    const send = (bearer: string, clientPlayId: string) =>
      t
        .agent()
        .post(`/api/displays/${s.id}/sync`)
        .set('Authorization', `Bearer ${bearer}`)
        .send({ plays: [play(s.ad.id, at(-10), clientPlayId)] });
    const guard = jest.spyOn(AccessGuard.prototype, 'canActivate');
    const knownNow = jest.spyOn(PlayerTokenStrategy.prototype, 'knownPlayerNow');
    const first = await send(token, 'first-1').expect(200);
    expect(first.body).toMatchObject({ accepted: 1, results: [{ clientPlayId: 'first-1', status: 'accepted' }] });
    expect(knownNow.mock.calls.map(([request]) => request instanceof IncomingMessage)).toEqual([true]);
    expect(guard).not.toHaveBeenCalled();

    const [header, claims, signature] = token.split('.');
    const forged = `${header}.${claims}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const { displayId, epoch } = JSON.parse(Buffer.from(claims, 'base64url').toString());
    const secret = t.app.get(Config).auth.jwtSecret;
    const expired = t.app.get(JwtService).sign({ typ: 'player', displayId, epoch }, { secret, algorithm: 'HS256', expiresIn: -60 });
    const otherSecret = t.app
      .get(JwtService)
      .sign({ typ: 'player', displayId, epoch }, { secret: `${secret}-not`, algorithm: 'HS256', expiresIn: 600 });
    for (const [bearer, id] of [
      [forged, 'forged-1'],
      [expired, 'expired-1'],
      [otherSecret, 'other-1'],
    ]) {
      const refused = await send(bearer, id);
      expect([refused.status, refused.body]).toEqual([401, { statusCode: 401, message: 'Display not authenticated' }]);
    }
    expect(guard).toHaveBeenCalledTimes(3);
    expect(await playCount(t, 'display_id = ?', [s.id])).toBe(1);
  });

  it('refuses what the guard and the pipes refuse, in their words, through every layer', async () => {
    const s = await screen('Known token');
    const other = await screen('Other screen');
    await s.sync({ plays: [play(s.ad.id, at(-10), 'known-1')] }).expect(200);
    const guard = jest.spyOn(AccessGuard.prototype, 'canActivate');
    for (const headers of [DIRECT, PROXIED]) {
      const elsewhere = await s.sync({ plays: [play(other.ad.id, at(-30), 'known-3')] }, other.id, headers);
      expect([elsewhere.status, elsewhere.body]).toEqual([403, { statusCode: 403, message: 'This display token is for another display' }]);
      const malformed = await s.sync({ plays: 'x' }, s.id, headers);
      expect([malformed.status, malformed.body]).toEqual([400, { statusCode: 400, message: 'plays must be a list' }]);
      const poisoned = await s.sync(JSON.parse('{"plays": [], "__proto__": {"x": 1}}'), s.id, headers);
      expect(poisoned.status).toBe(400);
      const nul = await s.sync({ plays: [play(s.ad.id, at(-40), 'nul\u0000')] }, s.id, headers);
      expect([nul.status, nul.body.message]).toEqual([400, hygiene.INPUT_MESSAGES.nul]);
    }
    expect(guard).toHaveBeenCalledTimes(4); // the 403 and the 400 of the pipe, each way: the others never reach it

    // Pairing turned on: the display still plays, but a token made without the code is revoked.
    await host.agent.put(`/api/displays/${s.id}/pairing`).send({ required: true }).expect(200);
    const refused = await eventually(
      () => s.sync({ plays: [play(s.ad.id, at(-50), 'known-4')] }),
      (res) => res.status === 401,
    );
    expect([refused.status, refused.body]).toEqual([401, { statusCode: 401, message: 'Display not authenticated' }]);
    expect(await playCount(t, 'display_id = ?', [s.id])).toBe(1);
    expect(await playCount(t, 'display_id = ?', [other.id])).toBe(0);
  });

  it("answers a failed sync as the filter does below Fastify too, with the filter's headers", async () => {
    const s = await screen('Failing sync');
    await s.sync({ plays: [] }).expect(200);
    const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const headers of [DIRECT, PROXIED]) {
      jest.spyOn(PlayerService.prototype, 'sync').mockRejectedValueOnce(lost);
      const failed = await s.sync({ plays: [play(s.ad.id, at(-10), 'fail-1')] }, s.id, headers);
      expect([failed.status, failed.headers['retry-after'], failed.body]).toEqual([
        503,
        '5',
        { statusCode: 503, message: 'Service temporarily unavailable' },
      ]);
    }
    expect(await playCount(t, 'display_id = ?', [s.id])).toBe(0);
  });

  it('hands a sync whose display check failed on to the next layer, down to the guard', async () => {
    const s = await screen('Failed check');
    await s.sync({ plays: [] }).expect(200);
    const states = t.app.get(DisplayStates);
    const guard = jest.spyOn(AccessGuard.prototype, 'canActivate');
    // A running screen's state is cached: no layer reads it.
    const get = jest.spyOn(DisplayStates.prototype, 'get');
    await s.sync({ plays: [play(s.ad.id, at(-10), 'check-0')] }).expect(200);
    expect(get).not.toHaveBeenCalled();
    // Not cached, and the read fails below Fastify: Fastify's fast path reads it again and answers.
    states.forget(s.id);
    get.mockRejectedValueOnce(new Error('connection lost'));
    await s.sync({ plays: [play(s.ad.id, at(-20), 'check-1')] }).expect(200);
    expect(guard).not.toHaveBeenCalled();
    expect(get).toHaveBeenCalledTimes(2); // below Fastify, Fastify's fast path
    // Both fast reads fail: the guard reads it a third time.
    states.forget(s.id);
    get.mockClear().mockRejectedValueOnce(new Error('connection lost')).mockRejectedValueOnce(new Error('connection lost'));
    await s.sync({ plays: [play(s.ad.id, at(-30), 'check-2')] }).expect(200);
    expect(guard).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledTimes(3);
    expect(await playCount(t, 'display_id = ?', [s.id])).toBe(3);
  });
});
