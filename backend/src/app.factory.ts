import fastifyCookie from '@fastify/cookie';
import type { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/postgresql';
import { installLeanAsyncResourceBind } from './common/async/bound-functions';
import { registerRequestContextHook } from './common/database/request-context.hook';
import type { AppModuleOptions } from './app.module';
import { AppModule } from './app.module';
import { clientErrorHandler, frameworkErrors } from './common/http/framework-errors';
import { HttpExceptionFilter } from './common/http/http-exception.filter';
import { AppValidationPipe } from './common/http/validation.pipe';
import { registerHstsHook } from './common/http/hsts.hook';
import { registerJsonOnlyHook } from './common/http/json-only.hook';
import { registerRequestHygieneHook } from './common/http/request-hygiene.hook';
import { RawRoutes } from './common/http/raw-routes';
import { registerSecurityHeaders, securityHeaders } from './common/http/security-headers';
import { PLAYER_HOT_PATHS } from './modules/player/player.module';
import { SyncFastPath } from './modules/player/sync-fast-path';
import { SyncRawPath } from './modules/player/sync-raw-path';
import { serveSpa } from './http/spa';
import { setupSwaggerUi } from './http/swagger';

/** 5 MB images travel as base64 data URLs inside JSON. */
export const BODY_LIMIT = 8 * 1024 * 1024;

export interface CreateAppOptions extends AppModuleOptions {
  logger?: LogLevel[] | false;
  serveStatic?: boolean;
}

/** Builds the whole HTTP app; main.ts, the tests and the OpenAPI writer share it. */
export async function createApp(options: CreateAppOptions): Promise<NestFastifyApplication> {
  installLeanAsyncResourceBind();
  // The screens' sync is answered below Fastify once the app exists (docs/performance.md, "The sync below Fastify").
  const raw = new RawRoutes();
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    trustProxy: options.config.app.trustProxy,
    frameworkErrors,
    clientErrorHandler,
    serverFactory: raw.serverFactory,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(options), adapter, {
    logger: options.logger ?? ['error', 'warn'],
  });
  app.setGlobalPrefix('api');
  await app.register(fastifyCookie);
  // Framing refused in both headers (CSP frame-ancestors 'none', X-Frame-Options DENY);
  // HSTS only over HTTPS (common/http/hsts.hook.ts).
  const fastify = app.getHttpAdapter().getInstance();
  const headers = securityHeaders({
    frameguard: { action: 'deny' },
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  registerSecurityHeaders(fastify, headers);
  fastify.removeContentTypeParser('text/plain');
  registerHstsHook(fastify);
  registerJsonOnlyHook(fastify);
  registerRequestHygieneHook(fastify);
  registerRequestContextHook(fastify, app.get(MikroORM), PLAYER_HOT_PATHS);
  // Before app.init(), which registers Nest's routes (docs/performance.md).
  app.get(SyncFastPath).install(fastify);
  app.useGlobalPipes(new AppValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  setupSwaggerUi(app);
  if (options.serveStatic !== false) await serveSpa(app, options.config.app.staticDir);
  await app.init();
  await fastify.ready();
  raw.use(app.get(SyncRawPath).route(fastify, headers));
  return app;
}
