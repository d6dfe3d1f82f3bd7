import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { PLAYER_SECURITY, SESSION_COOKIE, SESSION_SECURITY } from '../common/access/access.decorator';
import { completeOperations } from './openapi-defaults';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('ScreenSpace API')
    .setDescription(
      'Marketplace for advertising time on digital screens in Arizona. ' +
        'Each operation lists who may call it in `x-access`: `public`, `tenant`, `host`, `admin` or `player`. ' +
        'Users sign in with POST /api/login, which sets the session cookie; players use the bearer token from POST /api/displays/authenticate.',
    )
    .setVersion('1.0.0')
    .setLicense('Proprietary', 'https://screenspace.example/terms')
    .addServer('/', 'This server')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }, SESSION_SECURITY)
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Player token' }, PLAYER_SECURITY)
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  return completeOperations(document);
}

export function setupSwaggerUi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}
