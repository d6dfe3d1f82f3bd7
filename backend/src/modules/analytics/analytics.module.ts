import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { FilesModule } from '../files/files.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PlayerModule } from '../player/player.module';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsTotalsRepository } from './analytics-totals.repository';
import { AnalyticsService } from './analytics.service';
import { DemoPlaysRepository } from './demo-plays.repository';
import { DemoPlaysSeeder } from './demo-plays.seeder';
import { ExportRepository } from './export.repository';
import { ExportsService } from './exports.service';
import { HostAnalyticsController } from './host-analytics.controller';
import { StatementReadyJob } from './statement-ready.job';
import { TenantAnalyticsController } from './tenant-analytics.controller';

/**
 * Analytics (docs/analytics.md): the dashboards' figures, daily series, delivery
 * of booked airtime and the CSV exports, read from the per-booking play rollup.
 */
@Module({
  imports: [FilesModule, PlayerModule, BookingsModule, NotificationsModule],
  controllers: [HostAnalyticsController, TenantAnalyticsController],
  providers: [
    AnalyticsRepository,
    AnalyticsTotalsRepository,
    ExportRepository,
    AnalyticsService,
    ExportsService,
    DemoPlaysRepository,
    DemoPlaysSeeder,
    StatementReadyJob,
  ],
  exports: [DemoPlaysSeeder],
})
export class AnalyticsModule {}
