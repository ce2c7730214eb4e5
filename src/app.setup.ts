import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { join, resolve } from 'node:path';
import { PlatformOwnerSeeder } from './account/platform-owner.seeder';
import { AppModule } from './app.module';
import {
  AllExceptionsFilter,
  answerFrameworkError,
  PageFallback,
} from './common/http/exception.filter';
import { useJsonBodies, useProviderForms } from './common/http/json-body';
import { securityHeadersOf } from './common/http/security-headers';
import { drainAfterAnswer } from './common/http/unread-body';
import { logDestination, loggerOptions } from './common/logging/logger-options';
import { RequestLogController } from './common/logging/request-log.controller';
import { EdgeInputPipe } from './common/validation/edge-input.pipe';
import { ApiValidationPipe } from './common/validation/api-validation.pipe';
import { AppConfig } from './config/app-config';

const PORTAL_DIR = resolve(__dirname, '../portal-ui/dist');
const DASHBOARD_DIR = resolve(__dirname, '../admin-ui/dist');
/** Largest JSON body; uploads have their own limits. */
const BODY_LIMIT = 1024 * 1024;
export const UPLOAD_LIMIT = 6 * 1024 * 1024;

/** The HTTP application: API under /api, portal at /, dashboard at /super and /admin. */
export async function createHttpApp(config: AppConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    new FastifyAdapter({
      trustProxy: config.trustProxy,
      bodyLimit: BODY_LIMIT,
      requestIdHeader: false,
      genReqId: requestId,
      logger: { ...loggerOptions(config.logLevel), stream: logDestination(config.logFormat) },
      logController: new RequestLogController(),
      frameworkErrors: answerFrameworkError,
    }),
    // JSON bodies are parsed by our own parser (useJsonBodies); the API takes no form posts.
    { bufferLogs: true, bodyParser: false },
  );
  app.useLogger(app.get(Logger));
  const fastify = app.getHttpAdapter().getInstance();
  useJsonBodies(fastify);
  useProviderForms(fastify);
  // Worked out once from helmet; @fastify/helmet rebuilds helmet, CSP parsing included, on every
  // request.
  const securityHeaders = securityHeadersOf({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // react-admin's styling library injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        scriptSrc: ["'self'"],
        // Deployments behind plain HTTP on a private network must keep working.
        upgradeInsecureRequests: null,
      },
    },
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    reply.header('x-request-id', request.id);
    drainAfterAnswer(request, reply);
    done();
  });
  app.setGlobalPrefix('api');
  // Same origin needs no CORS: without configured origins no hook runs on every request.
  if (config.corsOrigins.length) app.enableCors({ origin: config.corsOrigins });
  // Leaves one byte of slack so that an upload over the limit is seen as such and refused 413.
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_LIMIT + 1, files: 1, fields: 50 },
  });
  const pageFallback = await serveFrontEnds(app);
  app.useGlobalPipes(new EdgeInputPipe(), new ApiValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(pageFallback));
  setUpOpenApi(app);
  app.enableShutdownHooks();
  await app.init();
  await app.get(PlatformOwnerSeeder).seed();
  return app;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Keeps a caller's request id when it is sane, so logs join up across services. */
function requestId(request: { headers: IncomingHttpHeaders }): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The worker role: the same modules, no HTTP. */
export async function createWorkerContext(config: AppConfig): Promise<INestApplicationContext> {
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    bufferLogs: true,
  });
  context.useLogger(context.get(Logger));
  context.enableShutdownHooks();
  return context;
}

async function serveFrontEnds(app: NestFastifyApplication): Promise<PageFallback> {
  const portal = existsSync(join(PORTAL_DIR, 'index.html'));
  const dashboard = existsSync(join(DASHBOARD_DIR, 'index.html'));
  // The owner's page also preloads the chunk of its first screen (admin-ui/vite.config.ts).
  const ownerPage = existsSync(join(DASHBOARD_DIR, 'super.html')) ? 'super.html' : 'index.html';
  // Built assets carry a content hash in their names; everything else must be revalidated.
  // The build writes a brotli and a gzip copy of each text asset (scripts/front-end/compress.mjs):
  // the best one the browser accepts is sent as it is, so no request pays for compression.
  const cacheHeaders = (reply: FastifyReply, path: string) =>
    void reply.header(
      'cache-control',
      path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  if (portal) {
    await app.register(fastifyStatic, {
      root: PORTAL_DIR,
      prefix: '/',
      index: 'index.html',
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
  if (dashboard) {
    await app.register(fastifyStatic, {
      root: DASHBOARD_DIR,
      prefix: '/admin/',
      index: 'index.html',
      decorateReply: !portal,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const isDashboard = /^\/(super|admin)(\/|$)/.test(path);
    const root = isDashboard
      ? dashboard
        ? DASHBOARD_DIR
        : undefined
      : portal
        ? PORTAL_DIR
        : undefined;
    if (!root) return false;
    const page = root === DASHBOARD_DIR && /^\/super(\/|$)/.test(path) ? ownerPage : 'index.html';
    void reply.header('cache-control', 'no-cache').sendFile(page, root);
    return true;
  };
}

function setUpOpenApi(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Diversitera API')
      .setDescription(
        'DE&I surveys for companies: sign-in, companies, employees, surveys and reports.',
      )
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
