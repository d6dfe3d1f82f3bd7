import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ACCESS_KEY } from '../src/common/access/access.decorator';
import type { TestApp } from './utils/test-app';
import { createTestApp } from './utils/test-app';

interface RouteInfo {
  route: string;
  rules: string[] | undefined;
}

/** Every controller method Nest registered, with its declared access rule. */
function registeredRoutes(t: TestApp): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const ctrl = wrapper.metatype as (new (...a: unknown[]) => unknown) | undefined;
      if (!ctrl) continue;
      const base = Reflect.getMetadata(PATH_METADATA, ctrl) as string;
      for (const name of Object.getOwnPropertyNames(ctrl.prototype)) {
        const handler = ctrl.prototype[name];
        if (name === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const path = `/api/${[base, Reflect.getMetadata(PATH_METADATA, handler)].filter((p) => p && p !== '/').join('/')}`;
        const rules = Reflect.getMetadata(ACCESS_KEY, handler) ?? Reflect.getMetadata(ACCESS_KEY, ctrl);
        routes.push({ route: `${method} ${path.replace(/\/+/g, '/')}`, rules });
      }
    }
  }
  return routes;
}

describe('every route declares who may call it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('enumerates exactly the routes Fastify serves and OpenAPI documents', async () => {
    const routes = registeredRoutes(t);
    const fastify = t.app.getHttpAdapter().getInstance();
    for (const { route } of routes) {
      const [method, url] = route.split(' ');
      expect({ route, served: fastify.hasRoute({ method: method as 'GET', url }) }).toEqual({ route, served: true });
    }
    const doc = (await t.agent().get('/api/docs-json').expect(200)).body;
    const documented = Object.values(doc.paths as Record<string, object>).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(routes).toHaveLength(documented);
    expect(routes.map((r) => r.route)).toEqual(
      expect.arrayContaining(['GET /api/user', 'POST /api/login', 'POST /api/register', 'POST /api/logout', 'GET /api/health']),
    );
  });

  it('has no route without an access rule', () => {
    const missing = registeredRoutes(t)
      .filter((r) => !r.rules?.length)
      .map((r) => r.route);
    expect(missing).toEqual([]);
  });

  it('documents each rule in openapi as x-access with the matching security', async () => {
    const doc = (await t.agent().get('/api/docs-json').expect(200)).body;
    for (const { route, rules } of registeredRoutes(t)) {
      const [method, path] = route.split(' ');
      const op = doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect({ route, access: op?.['x-access'] }).toEqual({ route, access: rules });
      const schemes = (op.security ?? []).flatMap((s: object) => Object.keys(s));
      if (rules!.includes('public')) expect({ route, schemes }).toEqual({ route, schemes: [] });
      else expect({ route, schemes: schemes.length > 0 }).toEqual({ route, schemes: true });
    }
  });
});
