import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, Equals, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_ID } from '../../../common/http/id.pipe';
import { NOTIFICATION_KINDS, NotificationKind } from '../notification-kinds';

export class NotificationDto {
  id: number;
  @ApiProperty({ enum: NOTIFICATION_KINDS, enumName: 'NotificationKind' })
  kind: NotificationKind;
  /** Plain English, shown as given. */
  title: string;
  body: string;
  /** An in-app path, e.g. "/dashboard/bookings". */
  link: string;
  createdAt: Date;
  read: boolean;
}

export class NotificationListDto {
  /** Newest first. */
  @ApiProperty({ type: [NotificationDto] })
  items: NotificationDto[];
  /** Unread notifications of the account, all pages. */
  unreadCount: number;
  /** Pass as `before` for the next page; null on the last one. */
  @ApiProperty({ type: Number, nullable: true })
  nextBefore: number | null;
}

export class NotificationListQueryDto {
  /** 1–100, default 30. */
  @IsOptional()
  @Type(() => Number)
  @Max(100, { message: 'limit must be 1 to 100' })
  @Min(1, { message: 'limit must be 1 to 100' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  /** Only notifications with a smaller id (the previous page's `nextBefore`). */
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_ID, { message: 'before must be a notification id' })
  @Min(1, { message: 'before must be a notification id' })
  @IsInt({ message: 'before must be a notification id' })
  before?: number;
}

/** Either `ids` or `all: true`. */
export class MarkReadDto {
  /** Notifications to mark read; ids of another account are ignored. */
  @ApiPropertyOptional({ type: [Number] })
  @IsOptional()
  @IsInt({ each: true, message: 'ids must be notification ids' })
  @Max(MAX_ID, { each: true, message: 'ids must be notification ids' })
  @Min(1, { each: true, message: 'ids must be notification ids' })
  @ArrayMaxSize(1000, { message: 'At most 1000 ids at once' })
  @IsArray({ message: 'ids must be a list of notification ids' })
  ids?: number[];

  /** true marks every notification of the account read. */
  @ApiPropertyOptional({ type: Boolean, enum: [true] })
  @IsOptional()
  @Equals(true, { message: 'all must be true' })
  all?: true;
}

export class UnreadCountDto {
  unreadCount: number;
}
