import type { FilterQuery } from '@mikro-orm/core';
import { BadRequestException } from '@nestjs/common';
import { MAX_ID } from '../../common/http/id.pipe';
import type { ListQuery, RawListQuery } from '../../common/list/list-query';
import { parseListQuery } from '../../common/list/list-query';
import type { DisplayStatus } from './display.constants';
import { DISPLAY_STATUSES } from './display.constants';
import type { Display } from './entities/display.entity';

/** API sort field → entity property. */
const SORTABLE: Record<string, string> = {
  id: 'id',
  name: 'name',
  city: 'city',
  state: 'state',
  status: 'status',
  pricePerHour: 'pricePerHourCents',
  locationType: 'locationType',
  isMobile: 'isMobile',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
};

export interface DisplayListFilter {
  /** Text search in name and city. */
  q?: string;
  status?: DisplayStatus;
  city?: string;
  hostId?: number;
  /** One id or several (react-admin's getMany). */
  id?: number | number[];
}

const FILTER_KEYS = ['q', 'status', 'city', 'hostId', 'id'];
const isId = (v: unknown) => Number.isInteger(v) && (v as number) > 0 && (v as number) <= MAX_ID;
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The admin list's query, parsed and checked, as a MikroORM query. */
export function adminDisplayListQuery(raw: RawListQuery): {
  list: ListQuery<DisplayListFilter>;
  where: FilterQuery<Display>;
  orderBy: Record<string, 'asc' | 'desc'>;
} {
  const list = parseListQuery<DisplayListFilter>(raw, Object.keys(SORTABLE), 'id');
  const f = list.filter as Record<string, unknown>;
  const unknown = Object.keys(f).filter((k) => !FILTER_KEYS.includes(k));
  if (unknown.length) throw new BadRequestException(`filter may only use: ${FILTER_KEYS.join(', ')} (not ${unknown.join(', ')})`);

  const where: FilterQuery<Display> & Record<string, unknown> = { deletedAt: null };
  if (f.status !== undefined) {
    if (!DISPLAY_STATUSES.includes(f.status as DisplayStatus))
      throw new BadRequestException(`filter status must be one of: ${DISPLAY_STATUSES.join(', ')}`);
    where.status = f.status;
  }
  if (f.city !== undefined) {
    if (typeof f.city !== 'string') throw new BadRequestException('filter city must be text');
    where.city = { $ilike: likeEscape(f.city.trim()) };
  }
  if (f.hostId !== undefined) {
    if (!isId(f.hostId)) throw new BadRequestException('filter hostId must be a positive whole number');
    where.host = f.hostId;
  }
  if (f.id !== undefined) {
    const ids = Array.isArray(f.id) ? f.id : [f.id];
    if (!ids.every(isId)) throw new BadRequestException('filter id must be a positive whole number or a list of them');
    where.id = { $in: ids };
  }
  if (f.q !== undefined) {
    if (typeof f.q !== 'string') throw new BadRequestException('filter q must be text');
    const q = f.q.trim();
    if (q) {
      const pattern = `%${likeEscape(q)}%`;
      where.$or = [{ name: { $ilike: pattern } }, { city: { $ilike: pattern } }];
    }
  }
  const field = SORTABLE[list.sortField];
  // id breaks ties so pages never overlap.
  const orderBy = field === 'id' ? { id: list.sortOrder } : { [field]: list.sortOrder, id: list.sortOrder };
  return { list, where, orderBy };
}
