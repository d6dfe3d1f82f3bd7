import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/access/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AdminTenantBookingsService } from './admin-tenant-bookings.service';
import { TenantIdPipe } from '../../common/http/id.pipe';
import { RejectBookingGroupDto, RejectedPendingDto } from './dto/booking-group.dto';
import { Actor, AuditActor } from '../audit/audit-actor.decorator';

/** The admin's bulk actions on one tenant's bookings (docs/bookings.md, "Limits on holding"). */
@ApiTags('admin bookings')
@Controller('admin/tenants')
export class AdminTenantBookingsController {
  constructor(private readonly bookings: AdminTenantBookingsService) {}

  @Post(':tenantId/pending-bookings/reject')
  @HttpCode(200)
  @Access('admin')
  @ApiOperation({
    summary: "Reject all of a tenant's pending booking groups at once, with an optional note (frees their hours)",
    description: 'One transaction. A tenant with nothing pending gets zeros.',
  })
  @ApiParam({ name: 'tenantId', description: "The tenant's user id" })
  @ApiOkResponse({ type: RejectedPendingDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'notes not text or over 1000 characters' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Tenant not found (no such user, or not a tenant)' })
  rejectPending(
    @Param('tenantId', TenantIdPipe) tenantId: number,
    @Body() dto: RejectBookingGroupDto,
    @Actor() actor: AuditActor,
  ): Promise<RejectedPendingDto> {
    return this.bookings.rejectTenantPending(tenantId, actor, dto.notes);
  }
}
