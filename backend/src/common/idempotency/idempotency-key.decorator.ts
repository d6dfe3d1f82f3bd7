import { applyDecorators, BadRequestException, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiHeader, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponseDto } from '../http/error-response.dto';
import { IDEMPOTENCY_WINDOW_HOURS, IdempotentResult } from './idempotency.service';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that is the stored answer of an earlier request with the same key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** 1–255 visible ASCII characters (a UUID is the usual choice). */
const KEY = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key, or undefined when it has none; a malformed one is 400. */
export const IdempotencyKey = createParamDecorator((_: unknown, ctx: ExecutionContext): string | undefined => {
  const value = ctx.switchToHttp().getRequest<FastifyRequest>().headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value)) {
    throw new BadRequestException(`${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters, such as a UUID`);
  }
  return value;
});

/** Documents the optional header and its 422 (docs/bookings.md, "Retries"). */
export function ApiIdempotencyKey() {
  return applyDecorators(
    ApiHeader({
      name: IDEMPOTENCY_HEADER,
      required: false,
      description:
        `A fresh value (e.g. a UUID) per submit, reused when the same submit is retried. The same key and body within ` +
        `${IDEMPOTENCY_WINDOW_HOURS} h get the first answer again (status and body, header ${REPLAYED_HEADER}: true) ` +
        'and create nothing new. Only successful answers are kept: a refused request can be retried with its key.',
      schema: { type: 'string', minLength: 1, maxLength: 255, example: '3f1c9a9e-2b7d-4a59-9a57-4c1de0b1a0f2' },
    }),
    ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'The Idempotency-Key was already used for a different request' }),
  );
}

/** Sets the status of the answer (the first answer's, on a replay) and marks replays; returns the body. */
export function sendIdempotent<T>(reply: FastifyReply, result: IdempotentResult<T>): T {
  reply.status(result.status);
  if (result.replayed) reply.header(REPLAYED_HEADER, 'true');
  return result.body;
}
