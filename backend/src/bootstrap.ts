import { LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { toEnvelope } from './common/error-envelope.filter';
import { API_TOKEN_SCHEME, applyRouteSecurity, ErrorEnvelopeDto, SESSION_SCHEME } from './common/openapi';
import { limitBodyDepth, requestLogger, stripTrailingSlash } from './common/http-middleware';
import { AppConfig } from './config/app-config';
import { migrateWithLock } from './database/migrate';

/** The profile picture is a data URL of up to 5 MB: base64 adds a third, plus room for the other fields. */
const PROFILE_UPDATE_LIMIT = 7.5 * 1024 * 1024;

const LEVELS: Record<AppConfig['logLevel'], LogLevel[] | false> = {
  debug: ['error', 'warn', 'log', 'debug', 'verbose'],
  info: ['error', 'warn', 'log'],
  warn: ['error', 'warn'],
  error: ['error'],
  silent: false,
};

/** Builds the whole application (API, Swagger, web app) for a configuration; main.ts and the e2e tests share it. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  // Before Nest opens its own connection: several processes may start at once on one database.
  await migrateWithLock(config);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: LEVELS[config.logLevel],
  });
  configureHttp(app, config);
  app.enableShutdownHooks();
  return app;
}

function configureHttp(app: NestExpressApplication, config: AppConfig): void {
  app.set('trust proxy', config.http.trustProxy);
  app.disable('x-powered-by');
  app.use(requestLogger());
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'style-src': ["'self'", "'unsafe-inline'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(stripTrailingSlash);
  if (config.role === 'worker') {
    // A worker process answers health checks only; the API runs in the 'api' processes.
    app.use((req: Request, res: Response, next: NextFunction) =>
      req.path === '/api/health'
        ? next()
        : res.status(404).json({ success: false, error: 'Not found', message: 'Not found', code: 'not_found' }),
    );
  }
  app.enableCors({
    origin: config.http.corsOrigins.includes('*')
      ? true
      : config.http.corsOrigins.length
        ? config.http.corsOrigins
        : false,
    exposedHeaders: ['Content-Range', 'X-Request-Id'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'Idempotency-Key'],
    maxAge: 600,
  });
  // Stripe signs the exact bytes it sends: the webhook gets the raw body as a Buffer, never parsed JSON.
  app.use('/api/stripe/webhook', express.raw({ type: () => true, limit: '1mb' }));
  app.use('/api/auth/profile/update', express.json({ limit: PROFILE_UPDATE_LIMIT }));
  app.use('/api', express.json({ limit: config.http.bodyLimitBytes }));
  // Body-parser failures (bad JSON, too large) happen before Nest; give them the same envelope.
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const { status, body } = toEnvelope(error);
    res.status(status).json(body);
  });
  app.use('/api', limitBodyDepth());
  // Published landing pages live at /p/{slug}, outside the API (landing/landing-public.controller.ts).
  app.setGlobalPrefix('api', { exclude: ['p/:slug', 'p/:slug/submit'] });
  setupSwagger(app);
  serveWebApp(app, config);
}

function setupSwagger(app: NestExpressApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('LeadScope API')
      .setDescription(
        'Sales intelligence: lead search, persona analysis, outreach. Errors are {success:false, error, message, ' +
          'code}. Sign in with POST /api/auth/login/ and send the access token as a Bearer token, or create a ' +
          'personal API token on the Profile tab and send that.',
      )
      .setVersion('0.1.0')
      .addBearerAuth(
        { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Access token from /api/auth/login/' },
        SESSION_SCHEME,
      )
      .addBearerAuth(
        {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'API token',
          description: 'Personal API token (Profile tab → API tokens)',
        },
        API_TOKEN_SCHEME,
      )
      .build(),
    { extraModels: [ErrorEnvelopeDto] },
  );
  applyRouteSecurity(app, document);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json', useGlobalPrefix: false });
}

/** Serves the built React app from the same process, with client-side routes falling back to index.html. */
function serveWebApp(app: NestExpressApplication, config: AppConfig): void {
  const index = join(config.frontendDist, 'index.html');
  if (!existsSync(index)) return;
  app.use(
    express.static(config.frontendDist, {
      index: false,
      maxAge: '1h',
      // The Landing Builder's preview frame runs in an opaque origin and loads this one public script of ours.
      setHeaders: (res, file) =>
        /preview-bridge-[\w-]+\.js$/.test(file) && res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin'),
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith('/api') || req.path.startsWith('/p/')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
