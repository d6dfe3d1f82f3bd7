import { vi } from 'vitest';
import type { AdCreative, AdminAdCreative } from '../api/creatives';

/** A tenant's ad creative as GET /api/tenant/ad-creatives returns it. */
export function creative(overrides: Partial<AdCreative> = {}): AdCreative {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Creative ${id}`,
    fileUrl: `/api/files/${'a'.repeat(63)}${id}.png`,
    thumbnailUrl: `/api/files/${'b'.repeat(63)}${id}.webp`,
    dimensions: '1920x1080',
    width: 1920,
    height: 1080,
    contentType: 'image/png',
    byteSize: 204_800,
    status: 'pending',
    approved: false,
    approvalNotes: null,
    createdAt: '2026-03-05T17:00:00.000Z',
    updatedAt: '2026-03-05T17:00:00.000Z',
    ...overrides,
  };
}

/** An ad creative as the admin endpoints return it. */
export function adminCreative(overrides: Partial<AdminAdCreative> = {}): AdminAdCreative {
  const tenant = overrides.tenant ?? { id: 7, username: 'ana' };
  return { ...creative(overrides), tenantId: tenant.id, tenant, reviewedAt: null, ...overrides };
}

/**
 * The test DOM has no object URLs and never decodes images: give it both, so that a
 * chosen file gets a preview URL and the natural size `width`x`height`.
 */
export function stubImageDecoding(width = 640, height = 360, { broken = false } = {}) {
  const createObjectURL = vi.fn<(blob: Blob) => string>(() => `blob:http://localhost/${Math.random().toString(36).slice(2)}`);
  const revokeObjectURL = vi.fn<(url: string) => void>();
  vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL }));
  class FakeImage extends EventTarget {
    naturalWidth = 0;
    naturalHeight = 0;
    set src(_url: string) {
      setTimeout(() => {
        if (broken) return this.dispatchEvent(new Event('error'));
        this.naturalWidth = width;
        this.naturalHeight = height;
        this.dispatchEvent(new Event('load'));
      }, 0);
    }
  }
  vi.stubGlobal('Image', FakeImage);
  return { createObjectURL, revokeObjectURL };
}

/** A File of `size` bytes (content: the PNG signature, then zeros). */
export function imageFile(name = 'summer-sale.png', size = 2048, type = 'image/png'): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].slice(0, size));
  return new File([bytes], name, { type });
}

/** A promise with its resolve function, to hold a mocked reply until the test releases it. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
