import { BadRequestException } from '@nestjs/common';
import { MAX_PAGE_SIZE, parseListQuery } from './list-query';

describe('parseListQuery', () => {
  it('parses sort, range and filter', () => {
    const q = parseListQuery({ sort: '["name","DESC"]', range: '[10,19]', filter: '{"status":"pending"}' }, ['name', 'id'], 'id');
    expect(q).toEqual({ sortField: 'name', sortOrder: 'desc', offset: 10, limit: 10, filter: { status: 'pending' } });
  });

  it('defaults to the first page sorted by the default field', () => {
    expect(parseListQuery({}, ['id'], 'id')).toEqual({ sortField: 'id', sortOrder: 'asc', offset: 0, limit: 25, filter: {} });
  });

  it('caps the page size', () => {
    expect(parseListQuery({ range: '[0,100000]' }, ['id'], 'id').limit).toBe(MAX_PAGE_SIZE);
  });

  it.each([
    [{ sort: '["password","ASC"]' }],
    [{ sort: 'name' }],
    [{ range: '[5,1]' }],
    [{ range: '[-1,4]' }],
    [{ filter: '[1]' }],
    [{ filter: '{bad' }],
  ])('refuses %j with a 400', (raw) => {
    expect(() => parseListQuery(raw, ['id', 'name'], 'id')).toThrow(BadRequestException);
  });
});
