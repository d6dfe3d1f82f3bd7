import { applyDecorators, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorResponseDto } from '../http/error-response.dto';
import { type PageRange, setContentRange } from './list-query';

/** The description of a list paged by `range` alone, in a fixed order (docs/bookings.md). */
export const RANGE_PAGED = 'range=[start,end] (inclusive, at most 100); without it, the first 100. Total in Content-Range.';

/** A page of a list as a service hands it over: the range asked, its items, how many there are. */
export interface PagedList<T> {
  list: PageRange;
  items: T[];
  total: number;
}

/** OpenAPI of a list paged by `range`: the items, their Content-Range, and the 400 of a bad range. */
export function ApiRangePaged(type: Type<unknown>, resource: string) {
  return applyDecorators(
    ApiOkResponse({
      type: [type],
      headers: { 'Content-Range': { description: `${resource} start-end/total`, schema: { type: 'string' } } },
    }),
    ApiBadRequestResponse({ type: ErrorResponseDto, description: 'range is malformed' }),
  );
}

/** Answers a page: its items, with `Content-Range: <resource> start-end/total`. */
export function sendPage<T>(reply: FastifyReply, resource: string, { list, items, total }: PagedList<T>): T[] {
  setContentRange(reply, resource, list, items.length, total);
  return items;
}
