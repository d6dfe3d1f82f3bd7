import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BookingsModule } from '../bookings/bookings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PlayerModule } from '../player/player.module';
import { AdminDisplayChangesController } from './admin-display-changes.controller';
import { AdminDisplaysController } from './admin-displays.controller';
import { DemoDisplaySeeder } from './demo/demo-display.seeder';
import { DisplayEvents } from './display-events.service';
import { DisplayEditService } from './display-edit.service';
import { DisplayReviewService } from './display-review.service';
import { HostDisplaysController, TenantDisplaysController } from './displays.controller';
import { DisplaysService } from './displays.service';
import { LocationChangeRepository } from './location-change.repository';
import { LocationChangeReviewService } from './location-change-review.service';
import { PublicDisplaysController } from './public-displays.controller';
import { PublicDisplaysService } from './public-displays.service';

@Module({
  imports: [AuthModule, BookingsModule, NotificationsModule, PlayerModule],
  controllers: [
    HostDisplaysController,
    TenantDisplaysController,
    AdminDisplaysController,
    AdminDisplayChangesController,
    PublicDisplaysController,
  ],
  providers: [
    DisplaysService,
    DisplayEditService,
    DisplayReviewService,
    LocationChangeRepository,
    LocationChangeReviewService,
    PublicDisplaysService,
    DemoDisplaySeeder,
    DisplayEvents,
  ],
  exports: [DemoDisplaySeeder],
})
export class DisplaysModule {}
