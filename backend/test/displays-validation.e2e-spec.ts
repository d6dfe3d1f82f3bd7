import type { TestApp } from './utils/test-app';
import { createTestApp, signedInAs } from './utils/test-app';
import { validDisplay } from './utils/display-fixtures';

/** What POST /api/displays refuses, with which message, and that a refused display is not stored (docs/displays.md). */
describe('host display input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('parses price, coordinates and zone once: numeric strings arrive as numbers, empty values are "required" or refused', async () => {
    const { agent } = await signedInAs(t, 'host');
    const res = await agent
      .post('/api/displays')
      .send(validDisplay({ pricePerHour: ' 7.5 ', coordinates: { lat: '33.4236', lng: ' -111.94' }, timeZone: 'asia/tokyo' }))
      .expect(201);
    expect(res.body).toMatchObject({ pricePerHour: '7.50', latitude: 33.4236, longitude: -111.94, timeZone: 'Asia/Tokyo' });
    const refusals: [Record<string, unknown>, string][] = [
      [{ pricePerHour: '' }, 'Price per hour is required'],
      [{ pricePerHour: null }, 'Price per hour is required'],
      [{ coordinates: '' }, 'Coordinates are required; pick an address from the suggestions'],
      [{ coordinates: { lat: '', lng: -112 } }, 'Coordinates need a latitude (lat) between -90 and 90'],
      [{ timeZone: '' }, 'Time zone must be an IANA time zone name, such as America/Phoenix'],
      [{ timeZone: 5 }, 'Time zone must be an IANA time zone name, such as America/Phoenix'],
    ];
    for (const [overrides, message] of refusals) {
      expect((await agent.post('/api/displays').send(validDisplay(overrides)).expect(400)).body).toEqual({ statusCode: 400, message });
    }
  });

  it.each([
    [{ name: undefined }, 'Name is required'],
    [{ name: '   ' }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be at most 100 characters long'],
    [{ name: 5 }, 'Name must be text'],
    [{ streetAddress: '' }, 'Street address is required; pick an address from the suggestions'],
    [{ city: undefined }, 'City is required'],
    [{ state: undefined }, 'State is required'],
    [{ state: 'Arizona' }, 'State must be a two-letter US state code, such as AZ'],
    [{ state: 'XX' }, 'State must be a two-letter US state code, such as AZ'],
    [{ zipCode: undefined }, 'ZIP code is required'],
    [{ zipCode: '8528' }, 'ZIP code must be 5 digits, such as 85004 (or ZIP+4, such as 85004-1234)'],
    [{ startTime: undefined }, 'Start time is required'],
    [{ startTime: '09:30' }, 'Start time must be a whole hour from 00:00 to 23:00, such as 09:00'],
    [{ endTime: '24:00' }, 'End time must be a whole hour from 00:00 to 23:00, such as 09:00'],
    [{ endTime: undefined }, 'End time is required'],
    [{ startTime: '17:00', endTime: '09:00', operatingHours: undefined }, 'End time must be after start time'],
    [{ startTime: '09:00', endTime: '09:00', operatingHours: undefined }, 'End time must be after start time'],
    [{ operatingHours: '9-5' }, 'Operating hours must look like 09:00-17:00'],
    [{ operatingHours: '08:00-17:00' }, 'Operating hours must match the start and end times (09:00-17:00)'],
    [{ pricePerHour: undefined }, 'Price per hour is required'],
    [{ pricePerHour: 'abc' }, 'Price per hour must be a number, such as 12.50'],
    [{ pricePerHour: true }, 'Price per hour must be a number, such as 12.50'],
    [{ pricePerHour: -1 }, 'Price per hour cannot be negative'],
    [{ pricePerHour: '-0.50' }, 'Price per hour cannot be negative'],
    [{ pricePerHour: 12.345 }, 'Price per hour can have at most 2 decimal places'],
    [{ pricePerHour: '1.001' }, 'Price per hour can have at most 2 decimal places'],
    [{ pricePerHour: 100000.01 }, 'Price per hour must be at most 100000.00'],
    [{ locationType: undefined }, 'Location type is required'],
    [{ locationType: 'rooftop' }, 'Location type must be one of: outdoor, indoor, elevator, walkway, communal'],
    [{ isMobile: 'yes' }, 'Mobile must be true or false'],
    [{ targetAgeRanges: '20-35' }, 'Target age ranges must be a list'],
    [{ targetAgeRanges: ['20-30'] }, 'Each target age range must be one of: 16-plus, 20-35, 36-50, 50-plus'],
    [{ targetAudiences: ['kids'] }, 'Each target audience must be one of: students, professionals, retirees, athletes, shoppers'],
    [{ demographicNotes: 'x'.repeat(1001) }, 'Demographic notes must be at most 1000 characters long'],
    [{ audiencePerHour: 100_001 }, 'Audience per hour must be a whole number from 0 to 100,000'],
    [{ audiencePerHour: 2.5 }, 'Audience per hour must be a whole number from 0 to 100,000'],
    [{ coordinates: undefined }, 'Coordinates are required; pick an address from the suggestions'],
    [{ coordinates: [33, -112] }, 'Coordinates must be an object like {"lat": 33.4484, "lng": -112.074}'],
    [{ coordinates: { lat: 95, lng: -112 } }, 'Coordinates need a latitude (lat) between -90 and 90'],
    [{ coordinates: { lat: 33.4 } }, 'Coordinates need a longitude (lng) between -180 and 180'],
    [{ timeZone: 'Mars/Olympus' }, 'Time zone must be an IANA time zone name, such as America/Phoenix'],
    [{ timeZone: 'MST' }, 'Time zone must be an IANA time zone name, such as America/Phoenix'],
  ])('refuses %j with "%s" and stores nothing', async (overrides, message) => {
    const { agent } = await signedInAs(t, 'host');
    const res = await agent.post('/api/displays').send(validDisplay(overrides)).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message });
    expect((await agent.get('/api/displays').expect(200)).body).toEqual([]);
  });
});
