import type { APIRequestContext } from '@playwright/test';
import { ok } from './api';
import { makePng, pngDataUrl } from './png';

/** An ad creative uploaded by `tenant` (a width × height PNG) and approved by `admin`. */
export async function approvedCreative(
  tenant: APIRequestContext,
  admin: APIRequestContext,
  name: string,
  [width, height]: readonly [number, number] = [320, 180],
): Promise<{ id: number }> {
  const creative = await ok<{ id: number }>(
    await tenant.post('/api/tenant/ad-creatives', {
      data: { name, fileUrl: pngDataUrl(makePng(width, height)), dimensions: `${width}x${height}` },
    }),
    'upload creative',
  );
  await ok(await admin.post(`/api/admin/ad-creatives/${creative.id}/approve`, { data: { approved: true } }), 'approve creative');
  return creative;
}
