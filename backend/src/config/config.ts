import { AppConfig, appConfig } from './app.config';
import { AuthConfig, authConfig } from './auth.config';
import { BookingsConfig, bookingsConfig } from './bookings.config';
import { DatabaseConfig, databaseConfig } from './database.config';
import { GeocoderConfig, geocoderConfig } from './geocoder.config';
import { StorageConfig, storageConfig } from './storage.config';

/** The whole validated configuration, one area per key. */
export class Config {
  app: AppConfig;
  database: DatabaseConfig;
  auth: AuthConfig;
  geocoder: GeocoderConfig;
  storage: StorageConfig;
  bookings: BookingsConfig;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const app = appConfig(env);
  return {
    app,
    database: databaseConfig(env),
    auth: authConfig(env, app.dataDir, app.nodeEnv === 'production'),
    geocoder: geocoderConfig(env),
    storage: storageConfig(env),
    bookings: bookingsConfig(env),
  };
}
