/** A display body with every field a host can send: Mill Avenue in Tempe, 09:00–17:00 (8 hours). */
export const validDisplay = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mill Avenue Screen',
  streetAddress: '699 S Mill Ave',
  city: 'Tempe',
  state: 'AZ',
  zipCode: '85281',
  startTime: '09:00',
  endTime: '17:00',
  operatingHours: '09:00-17:00',
  pricePerHour: '12.50',
  locationType: 'outdoor',
  isMobile: false,
  targetAgeRanges: ['16-plus', '20-35'],
  targetAudiences: ['students'],
  demographicNotes: 'Students at night',
  coordinates: { lat: 33.4236, lng: -111.94 },
  ...overrides,
});
