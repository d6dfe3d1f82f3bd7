import type { AppConfig } from './app.config';
import { appConfig } from './app.config';
import type { AuthConfig } from './auth.config';
import { authConfig } from './auth.config';
import type { BookingsConfig } from './bookings.config';
import { bookingsConfig } from './bookings.config';
import type { DatabaseConfig } from './database.config';
import { databaseConfig } from './database.config';
import type { MailConfig } from './mail.config';
import { mailConfig } from './mail.config';
import type { PlayerConfig } from './player.config';
import { playerConfig } from './player.config';
import type { GeocoderConfig } from './geocoder.config';
import { geocoderConfig } from './geocoder.config';
import type { ServiceArea } from '../common/service-area/service-area';
import { serviceAreaConfig } from './service-area.config';
import type { StorageConfig } from './storage.config';
import { storageConfig } from './storage.config';

/** The whole validated configuration, one area per key. */
export class Config {
  app: AppConfig;
  database: DatabaseConfig;
  auth: AuthConfig;
  geocoder: GeocoderConfig;
  storage: StorageConfig;
  bookings: BookingsConfig;
  /** Raw plays' retention (docs/player.md, "Partitions and retention"). */
  player: PlayerConfig;
  /** E-mail of notifications (docs/notifications.md). */
  mail: MailConfig;
  /** Where displays may be (docs/product-rules.md §10.4). */
  serviceArea: ServiceArea;
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
    player: playerConfig(env),
    mail: mailConfig(env, app.port),
    serviceArea: serviceAreaConfig(env),
  };
}
