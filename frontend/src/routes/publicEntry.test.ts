import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../navigation/access';
import { LIGHT_PAGES, lightPublicPage, PRERENDERED_PATHS } from './publicEntry';

describe('the public entry pages', () => {
  it('agree with the access rules for a visitor', () => {
    for (const [path, page] of Object.entries(LIGHT_PAGES)) {
      expect(resolveRoute(null, path)).toMatchObject({ kind: 'page', page, layout: 'standalone' });
    }
  });

  it('are found by exact path, trailing slash allowed; everything else needs the full app', () => {
    expect(lightPublicPage('/')).toBe('landing');
    expect(lightPublicPage('/partner/')).toBe('partner');
    expect(lightPublicPage('/advertise')).toBe('advertise');
    for (const path of ['/login', '/register', '/dashboard', '/advertise/3', '/unknown', '/toString', '/constructor']) {
      expect(lightPublicPage(path)).toBeNull();
    }
  });

  it('prerenders only pages a visitor may open', () => {
    for (const path of PRERENDERED_PATHS) expect(resolveRoute(null, path).kind).toBe('page');
  });
});
