import { BadRequestException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { INPUT_MESSAGES, inspectInput } from '../http/request-hygiene.hook';

/**
 * The list protocol of ra-data-simple-rest, used by the admin back office:
 * `?sort=["name","ASC"]&range=[0,24]&filter={"status":"pending"}` in,
 * an array plus `Content-Range: <resource> 0-24/319` out.
 */
export interface ListQuery<F = Record<string, unknown>> {
  sortField: string;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
  filter: F;
}

export interface RawListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

export const MAX_PAGE_SIZE = 100;

function parseJson(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new BadRequestException(`${name} must be JSON`);
  }
  // JSON inside the query string escapes past the request-wide check: check it here.
  const problem = inspectInput(value);
  if (problem) throw new BadRequestException(INPUT_MESSAGES[problem]);
  return value;
}

/** Parses and bounds a list query; `sortable` lists the fields a client may sort by. */
export function parseListQuery<F = Record<string, unknown>>(
  raw: RawListQuery,
  sortable: readonly string[],
  defaultSort: string,
): ListQuery<F> {
  const sort = parseJson('sort', raw.sort) ?? [defaultSort, 'ASC'];
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    !sortable.includes(sort[0]) ||
    !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
  ) {
    throw new BadRequestException(`sort must be ["field","ASC"|"DESC"] with field one of: ${sortable.join(', ')}`);
  }
  const page = parseRange(raw.range, [0, 24]);
  const filter = parseJson('filter', raw.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new BadRequestException('filter must be a JSON object');
  return {
    sortField: sort[0],
    sortOrder: String(sort[1]).toLowerCase() as 'asc' | 'desc',
    ...page,
    filter: filter as F,
  };
}

/** A page: where it starts and how many items it holds at most. */
export interface PageRange {
  offset: number;
  limit: number;
}

/** Parses and bounds `range=[start,end]` (inclusive, at most MAX_PAGE_SIZE items); `fallback` when absent. */
export function parseRange(raw: string | undefined, fallback: [number, number]): PageRange {
  const range = parseJson('range', raw) ?? fallback;
  // Safe integers only: 1e20 is an integer to JavaScript but no offset the database can use.
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
    throw new BadRequestException('range must be [start, end] with whole numbers from 0 to 9007199254740991, start <= end');
  }
  return { offset: range[0], limit: Math.min(range[1] - range[0] + 1, MAX_PAGE_SIZE) };
}

/** Sets Content-Range (and exposes it) for a page of `count` items out of `total`. */
export function setContentRange(reply: FastifyReply, resource: string, page: PageRange, count: number, total: number): void {
  const end = count > 0 ? page.offset + count - 1 : page.offset;
  reply.header('Content-Range', `${resource} ${page.offset}-${end}/${total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
}
