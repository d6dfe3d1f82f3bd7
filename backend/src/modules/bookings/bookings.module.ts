import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../common/idempotency/idempotency.module';
import { AuditModule } from '../audit/audit.module';
import { FilesModule } from '../files/files.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminBookingGroupsController } from './admin-booking-groups.controller';
import { AdminBookingGroupsService } from './admin-booking-groups.service';
import { AdminBookingsController } from './admin-bookings.controller';
import { AdminBookingsService } from './admin-bookings.service';
import { AdminTenantBookingsController } from './admin-tenant-bookings.controller';
import { AdminTenantBookingsService } from './admin-tenant-bookings.service';
import { BookingEvents } from './booking-events.service';
import { BookingEventsRepository } from './booking-events.repository';
import { BookingExpiryJob } from './booking-expiry.job';
import { BookingLimitsController } from './booking-limits.controller';
import { BookingMapper } from './booking.mapper';
import { BookingRepository } from './booking.repository';
import { CampaignBookings } from './campaign-bookings.service';
import { CampaignBookingsRepository } from './campaign-bookings.repository';
import { DemoBookingsSeeder } from './demo-bookings.seeder';
import { DisplayBookingChecks } from './display-booking-checks.service';
import { DisplayBookingsRepository } from './display-bookings.repository';
import { HostBookingsController } from './host-bookings.controller';
import { HostBookingsService } from './host-bookings.service';
import { DisplayAvailabilityController, TenantBookingsController } from './tenant-bookings.controller';
import { TenantBookingsService } from './tenant-bookings.service';
import { TenantBookingGroupsController } from './tenant-booking-groups.controller';
import { TenantBookingGroupsService } from './tenant-booking-groups.service';

/**
 * Bookings (docs/bookings.md): tenants book dates, admins confirm, reject, mark
 * paid and cancel, hosts see what is coming, a job expires what was never confirmed.
 * Exports DisplayBookingsRepository for the display delete rule ("has upcoming bookings") and a
 * host's paid airtime, BookingRepository for creatives' delete rule and the demo campaigns,
 * DisplayBookingChecks for a display's edit (hours vs sold hours, time zone) and
 * BookingMapper for analytics' creative URLs, CampaignBookings and AdminBookingsService for
 * campaigns (docs/campaigns.md: a campaign books, confirms and pays through the same rules).
 */
@Module({
  imports: [FilesModule, IdempotencyModule, AuditModule, NotificationsModule],
  controllers: [
    TenantBookingsController,
    TenantBookingGroupsController,
    DisplayAvailabilityController,
    HostBookingsController,
    AdminBookingsController,
    AdminBookingGroupsController,
    AdminTenantBookingsController,
    BookingLimitsController,
  ],
  providers: [
    TenantBookingsService,
    TenantBookingGroupsService,
    AdminBookingsService,
    AdminBookingGroupsService,
    AdminTenantBookingsService,
    HostBookingsService,
    BookingRepository,
    DisplayBookingsRepository,
    BookingMapper,
    BookingExpiryJob,
    DemoBookingsSeeder,
    DisplayBookingChecks,
    CampaignBookings,
    CampaignBookingsRepository,
    BookingEvents,
    BookingEventsRepository,
  ],
  exports: [
    BookingExpiryJob,
    DemoBookingsSeeder,
    BookingRepository,
    DisplayBookingsRepository,
    BookingMapper,
    DisplayBookingChecks,
    CampaignBookings,
    AdminBookingsService,
  ],
})
export class BookingsModule {}
