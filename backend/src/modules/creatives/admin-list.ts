import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import { BadRequestException } from '@nestjs/common';
import { MAX_ID } from '../../common/http/id.pipe';
import type { ListQuery, RawListQuery } from '../../common/list/list-query';
import { parseListQuery } from '../../common/list/list-query';
import type { AdCreative, CreativeStatus } from './entities/ad-creative.entity';
import { CREATIVE_STATUSES } from './entities/ad-creative.entity';

export const ADMIN_SORTABLE = ['id', 'name', 'status', 'createdAt', 'updatedAt', 'byteSize', 'tenantId'] as const;
const FILTER_KEYS = ['status', 'tenantId', 'q', 'id'];

/**
 * The admin list's ra-data-simple-rest query → a MikroORM query.
 * Filters: `status` (one or a list), `tenantId`, `q` (part of the name, any case),
 * `id` (one or a list, for react-admin's getMany).
 */
export function adminListQuery(raw: RawListQuery): {
  query: ListQuery;
  where: FilterQuery<AdCreative>;
  orderBy: QueryOrderMap<AdCreative>;
} {
  const query = parseListQuery(raw, ADMIN_SORTABLE, 'id');
  const f = query.filter;
  const unknown = Object.keys(f).filter((k) => !FILTER_KEYS.includes(k));
  if (unknown.length) throw new BadRequestException(`Unknown filter ${unknown.join(', ')}; filters are: ${FILTER_KEYS.join(', ')}`);

  // Deleted creatives leave every list (docs/product-rules.md §6.3).
  const where: FilterQuery<AdCreative> & Record<string, unknown> = { deletedAt: null };
  if (f.status !== undefined) {
    const statuses = oneOrMany(f.status);
    if (!statuses.every((s): s is CreativeStatus => CREATIVE_STATUSES.includes(s as CreativeStatus))) {
      throw new BadRequestException(`filter.status must be one of: ${CREATIVE_STATUSES.join(', ')}`);
    }
    where.status = { $in: statuses };
  }
  if (f.tenantId !== undefined) where.owner = positiveInt(f.tenantId, 'filter.tenantId');
  if (f.id !== undefined) where.id = { $in: oneOrMany(f.id).map((v) => positiveInt(v, 'filter.id')) };
  if (f.q !== undefined && f.q !== '') {
    if (typeof f.q !== 'string') throw new BadRequestException('filter.q must be text');
    where.name = { $ilike: `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
  }

  const field = query.sortField === 'tenantId' ? 'owner' : query.sortField;
  const orderBy = { [field]: query.sortOrder, ...(field === 'id' ? {} : { id: query.sortOrder }) } as QueryOrderMap<AdCreative>;
  return { query, where, orderBy };
}

function oneOrMany(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [v];
}

function positiveInt(v: unknown, name: string): number {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_ID)
    throw new BadRequestException(`${name} must be a positive whole number`);
  return n;
}
