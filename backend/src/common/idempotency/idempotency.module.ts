import { Module } from '@nestjs/common';
import { IdempotencyRepository } from './idempotency.repository';
import { IdempotencyService } from './idempotency.service';

/** Idempotency-Key support for create operations (docs/bookings.md, "Retries"). */
@Module({ providers: [IdempotencyService, IdempotencyRepository], exports: [IdempotencyService] })
export class IdempotencyModule {}
