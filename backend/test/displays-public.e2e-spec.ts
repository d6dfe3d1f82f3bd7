import { PublicDisplaysService } from '../src/modules/displays/public-displays.service';
import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs, signedInAsAdmin } from './utils/test-app';

const PUBLIC_FIELDS = [
  'id',
  'name',
  'streetAddress',
  'city',
  'state',
  'zipCode',
  'startTime',
  'endTime',
  'operatingHours',
  'dailyCapacityHours',
  'pricePerHour',
  'isMobile',
  'locationType',
  'targetAgeRanges',
  'targetAudiences',
  'demographicNotes',
  'audiencePerHour',
  'latitude',
  'longitude',
  'timeZone',
  'approved',
  'status',
].toSorted();

describe('GET /api/public/displays', () => {
  let t: TestApp;
  let hostId: number;
  let host: Awaited<ReturnType<typeof signedInAs>>['agent'];
  const ids: Record<string, number> = {};

  /** Rows straight into the table, as old data or imports could have them. */
  const insert = async (
    key: string,
    values: { status?: string; lat?: number | null; lng?: number | null; deleted?: boolean; price?: string },
  ) => {
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into displays (host_id, name, street_address, city, state, zip_code, start_time, end_time, operating_hours, price_per_hour,
         location_type, target_age_ranges, target_audiences, latitude, longitude, status, approval_notes, created_at, updated_at, deleted_at)
       values (?, ?, '1 E Washington St', 'Phoenix', 'AZ', '85004', '09:00', '17:00', '09:00-17:00', ?, 'outdoor', '{20-35}', '{students,shoppers}',
         ?, ?, ?, 'internal note', now(), now(), ?) returning id`,
        [
          hostId,
          key,
          values.price ?? '12.50',
          values.lat === undefined ? 33.4484 : values.lat,
          values.lng === undefined ? -112.074 : values.lng,
          values.status ?? 'approved',
          values.deleted ? new Date() : null,
        ],
      );
    ids[key] = rows[0].id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    let user;
    ({ agent: host, user } = await signedInAs(t, 'host', 'public-host'));
    hostId = user.id;
    await insert('visible', { price: '7.05' });
    await insert('pending', { status: 'pending' });
    await insert('rejected', { status: 'rejected' });
    await insert('noCoordinates', { lat: null, lng: null });
    await insert('denver', { lat: 39.7392, lng: -104.9903 });
    await insert('nullIsland', { lat: 0, lng: 0 });
    await insert('justOutsideEast', { lat: 33.4, lng: -109.04 });
    await insert('deleted', { deleted: true });
    await insert('cornerSW', { lat: 31.3322, lng: -114.8183 });
    await insert('cornerNE', { lat: 37.0043, lng: -109.0452 });
    t.app.get(PublicDisplaysService).invalidate(); // the rows above bypassed the service
  });
  afterAll(() => t.close());

  it('needs no sign-in and lists only approved, not deleted displays with coordinates inside Arizona', async () => {
    const res = await t.agent().get('/api/public/displays').expect(200);
    expect(res.body.map((d: { id: number }) => d.id)).toEqual([ids.visible, ids.cornerSW, ids.cornerNE]);
  });

  it('returns the public fields only: no host, no review notes', async () => {
    const res = await t.agent().get('/api/public/displays').expect(200);
    for (const d of res.body) expect(Object.keys(d).toSorted()).toEqual(PUBLIC_FIELDS);
    expect(res.body[0]).toEqual({
      id: ids.visible,
      name: 'visible',
      streetAddress: '1 E Washington St',
      city: 'Phoenix',
      state: 'AZ',
      zipCode: '85004',
      startTime: '09:00',
      endTime: '17:00',
      operatingHours: '09:00-17:00',
      dailyCapacityHours: 8,
      pricePerHour: '7.05',
      isMobile: false,
      locationType: 'outdoor',
      targetAgeRanges: ['20-35'],
      targetAudiences: ['students', 'shoppers'],
      demographicNotes: '',
      audiencePerHour: null,
      latitude: 33.4484,
      longitude: -112.074,
      timeZone: 'America/Phoenix',
      approved: true,
      status: 'approved',
    });
    expect(res.text).not.toContain('public-host');
    expect(res.text).not.toContain('internal note');
  });

  it('is cacheable for 30 seconds and answers 304 to a matching ETag', async () => {
    const res = await t.agent().get('/api/public/displays').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const etag = res.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    await t.agent().get('/api/public/displays').set('If-None-Match', etag).expect(304);
  });

  it('is sent gzip-compressed when the client accepts it, plain otherwise', async () => {
    const zipped = await t.agent().get('/api/public/displays').set('Accept-Encoding', 'gzip, deflate').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    const plain = await t.agent().get('/api/public/displays').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(zipped.body);
    expect(plain.headers.etag).not.toBe(zipped.headers.etag);
    const refused = await t.agent().get('/api/public/displays').set('Accept-Encoding', 'gzip;q=0').expect(200);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('reflects a new approval and a deletion at once (the cache is dropped on every change)', async () => {
    await t.agent().get('/api/public/displays').expect(200); // warm the cache
    const created = (
      await host
        .post('/api/displays')
        .send({
          name: 'Fresh',
          streetAddress: '1 E Main St',
          city: 'Mesa',
          state: 'AZ',
          zipCode: '85201',
          startTime: '09:00',
          endTime: '17:00',
          pricePerHour: 10,
          locationType: 'communal',
          coordinates: { lat: 33.4152, lng: -111.8315 },
        })
        .expect(201)
    ).body;
    const { agent: admin } = await signedInAsAdmin(t);
    await admin.post(`/api/admin/displays/${created.id}/approve`).send({ approved: true }).expect(200);
    const after = await t.agent().get('/api/public/displays').expect(200);
    expect(after.body.map((d: { id: number }) => d.id)).toContain(created.id);
    await host.delete(`/api/displays/${created.id}`).expect(200);
    const gone = await t.agent().get('/api/public/displays').expect(200);
    expect(gone.body.map((d: { id: number }) => d.id)).not.toContain(created.id);
    expect(gone.headers.etag).not.toBe(after.headers.etag);
  });
});
