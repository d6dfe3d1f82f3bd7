import * as fs from 'fs';
import * as path from 'path';

// The input sweep's material (input-sweep.e2e-spec.ts): the operations, read from openapi.json,
// and the bad values it sends to each.

export interface Op {
  key: string;
  method: string;
  template: string;
  access: string[];
  params: { name: string; in: string }[];
  body?: { properties?: Record<string, unknown> };
}
const document = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'openapi.json'), 'utf8'));
const resolve = (schema: { $ref?: string } | undefined) =>
  schema?.$ref ? document.components.schemas[schema.$ref.split('/').pop()!] : schema;
/** Every operation of openapi.json, with its access, parameters and JSON body schema. */
export const operations: Op[] = Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([template, item]) =>
  Object.entries(item).map(([m, op]) => ({
    key: `${m.toUpperCase()} ${template}`,
    method: m.toUpperCase(),
    template,
    access: op['x-access'],
    params: op.parameters ?? [],
    body: resolve(op.requestBody?.content?.['application/json']?.schema),
  })),
);

/** Values sent in place of each body field. */
export const BAD_VALUES: unknown[] = [
  null,
  12345,
  -1,
  0,
  1.5,
  2 ** 53,
  'text',
  '',
  'x'.repeat(100_000),
  'a\u0000b',
  // Invisible-only and bidi-carrying text (docs/accounts.md, "Text people read").
  '\u200B',
  ' \u2060\u3164 ',
  'evil\u202Etxt.exe',
  'a\u2066b\u2069',
  '2026-02-30',
  true,
  [],
  {},
  Array.from({ length: 5000 }, () => 1),
  { $gt: '' },
];
/** Path ids sent in place of each path parameter. */
export const BAD_IDS = ['abc', '0x10', '-1', '1.5', '1e3', '00001', '99999999999', '%00', 'x'.repeat(120), '%E0%A4%A'];
/** Bodies that are not a JSON object, or too deep. */
export const RAW_BODIES = ['1e309', 'NaN', '[', '"text"', 'null', '[]', '{"a":' + '['.repeat(3000) + ']'.repeat(3000) + '}'];
/** Fields a caller must never set for itself. */
export const PRIVILEGED = {
  role: 'admin',
  approved: true,
  status: 'approved',
  paidAt: '2020-01-01T00:00:00Z',
  ownerId: 1,
  hostId: 1,
  tenantId: 1,
  totalPrice: 0.01,
};

/** Values sent in place of each query parameter. */
export const BAD_QUERY_VALUES = ['%00', '[[[', 'x'.repeat(5000), '-1', '1e309', '2026-02-30', '{"q":"\\u0000"}'];

/** Charsets other than UTF-8, which a JSON body must not declare. */
export const OTHER_CHARSETS = ['utf-16', 'utf-16le', 'iso-8859-1', 'windows-1252'];
