// Every browser test seeds through this one module (docs/testing.md#the-e2e-seed).
export * from './api';
export * from './bookings';
export * from './campaigns';
export * from './calendar';
export * from './creatives';
export * from './dates';
export * from './displays';
export * from './notifications';
export * from './player';
export * from './png';
