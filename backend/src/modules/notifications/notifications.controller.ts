import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/access/access.decorator';
import { CurrentUserId } from '../../common/access/current-user-id.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { MarkReadDto, NotificationListDto, NotificationListQueryDto, UnreadCountDto } from './dto/notification.dto';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @Access('tenant', 'host', 'admin')
  @ApiOperation({ summary: "The signed-in account's notifications, newest first, a page of `limit` before the id `before`" })
  @ApiOkResponse({ type: NotificationListDto })
  list(@CurrentUserId() userId: number, @Query() query: NotificationListQueryDto): Promise<NotificationListDto> {
    return this.notifications.list(userId, query.limit ?? 30, query.before ?? null);
  }

  @Post('read')
  @HttpCode(200)
  @Access('tenant', 'host', 'admin')
  @ApiOperation({ summary: 'Mark notifications read: `{ids}` or `{all: true}`; ids of another account are ignored' })
  @ApiOkResponse({ type: UnreadCountDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Neither ids nor all' })
  markRead(@CurrentUserId() userId: number, @Body() dto: MarkReadDto): Promise<UnreadCountDto> {
    return this.notifications.markRead(userId, dto);
  }
}
