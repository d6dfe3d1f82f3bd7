import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { Clock } from './common/clock/clock';
import { JobContext } from './common/jobs/job-context';
import { Config } from './config/config';
import { ormOptions } from './database/orm-options';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { AuditModule } from './modules/audit/audit.module';
import { AuthModule } from './modules/auth/auth.module';
import { BookingsModule } from './modules/bookings/bookings.module';
import { CampaignsModule } from './modules/campaigns/campaigns.module';
import { HealthModule } from './modules/health/health.module';
import { CreativesModule } from './modules/creatives/creatives.module';
import { DisplaysModule } from './modules/displays/displays.module';
import { FilesModule } from './modules/files/files.module';
import { GeocodingModule } from './modules/geocoding/geocoding.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { PlayerModule } from './modules/player/player.module';
import { SeedService } from './seed/seed.service';

export interface AppModuleOptions {
  config: Config;
  databaseUrl: string;
  /** False builds the app without a database (for writing openapi.json). */
  connect?: boolean;
  clock?: Clock;
}

@Global()
@Module({})
class CoreModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: CoreModule,
      providers: [{ provide: Config, useValue: options.config }, { provide: Clock, useValue: options.clock ?? new Clock() }, JobContext],
      exports: [Config, Clock, JobContext],
    };
  }
}

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(options),
        MikroOrmModule.forRoot({ ...ormOptions(options.databaseUrl), connect: options.connect ?? true, registerRequestContext: false }),
        ScheduleModule.forRoot(),
        NotificationsModule,
        AuthModule,
        AuditModule,
        HealthModule,
        FilesModule,
        CreativesModule,
        DisplaysModule,
        BookingsModule,
        CampaignsModule,
        GeocodingModule,
        PlayerModule,
        AnalyticsModule,
      ],
      providers: [SeedService],
    };
  }
}
