// The Fastify app factory: platform plugins, the API router and every module. `main.ts` listens;
// tests call `buildApp` and use `app.inject`.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { normalizeLanguage } from '../domain/i18n/languages.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { Api } from './platform/api.ts';
import type { ModuleDeps } from './platform/deps.ts';
import { businessError, sendEnvelope } from './platform/envelope.ts';
import { JobLeader } from './platform/leader.ts';
import { healthRoutes, Lifecycle } from './platform/lifecycle.ts';
import { installMetrics, Metrics, type ChainHead } from './platform/metrics.ts';
import { connectNetwork } from './modules/chain/index.ts';
import { ledgerCheckJob } from './modules/ledger/ledger.jobs.ts';
import { backupJob } from './modules/backup/index.ts';
import { errorMessage, transportMessage } from './platform/messages.ts';
import { openApiDocument, openApiPage } from './platform/openapi.ts';
import { mergeParams, redactUrl } from './platform/params.ts';
import { bucketOf, clientKeyOf } from './platform/rate-limit.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { refundReviewRoutes } from './modules/order/refund.routes.ts';
import { sellerOrderRoutes } from './modules/order/seller-order.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { brandRoutes } from './modules/brand/brand.routes.ts';
import { brandPageRoutes } from './modules/brand/brand-pages.routes.ts';
import { brandAdminRoutes } from './modules/brand/brand-admin.routes.ts';
import {
  BrandListener,
  BrandRegistry,
  reloadBrands,
  seedBrands,
  defaultBrandAssetsDir,
} from './modules/brand/index.ts';
import { webRoutes } from './modules/web/web.routes.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { favouritesRoutes } from './modules/favourites/favourites.routes.ts';
import { acceptedPayments, networksOf } from './modules/wallet/index.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { walletReviewRoutes } from './modules/wallet/review.routes.ts';
import { exchangeRateRoutes } from './modules/wallet/exchange-rates.routes.ts';
import { earningsRoutes } from './modules/wallet/earnings.routes.ts';
import { chainRoutes } from './modules/chain/chain.routes.ts';
import { storeRoutes } from './modules/store/store.routes.ts';
import { storeDashboardRoutes } from './modules/store/dashboard.routes.ts';
import { uploadRoutes } from './modules/upload/upload.routes.ts';
import { operatorRoutes } from './modules/operator/operator.routes.ts';
import { moderationRoutes } from './modules/catalog/moderation.routes.ts';
import { furnitureRoutes } from './modules/catalog/furniture.routes.ts';
import { creditRoutes } from './modules/credit/credit.routes.ts';
import { closureRoutes } from './modules/closure/closure.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { noticeRoutes } from './modules/notice/notice.routes.ts';
import { reservesRoutes } from './modules/reserves/reserves.routes.ts';
import { transparencyRoutes } from './modules/transparency/transparency.routes.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  now?: () => Date;
  logger?: false | { level?: string; stream?: { write(line: string): void } };
  validateOutput?: boolean;
  /** Set by the process when it starts stopping (server/main.ts); `/readyz` then answers 503. */
  lifecycle?: Lifecycle;
}

/**
 * A request id from the proxy in front (HAProxy `unique-id-header`, nginx `$request_id`) is kept
 * when it looks like one, so one id follows the call through both logs; anything else is replaced.
 */
const requestIdShape = /^[A-Za-z0-9._:-]{8,64}$/;

/** Modules, in the order their routes are installed. */
const modules: Array<(deps: ModuleDeps) => void | Promise<void>> = [
  settingsRoutes,
  catalogRoutes,
  accountRoutes,
  captchaRoutes,
  addressRoutes,
  favouritesRoutes,
  walletRoutes,
  walletReviewRoutes,
  exchangeRateRoutes,
  earningsRoutes,
  chainRoutes,
  uploadRoutes,
  brandRoutes,
  brandPageRoutes,
  brandAdminRoutes,
  orderRoutes,
  sellerOrderRoutes,
  refundReviewRoutes,
  storeRoutes,
  storeDashboardRoutes,
  operatorRoutes,
  moderationRoutes,
  furnitureRoutes,
  creditRoutes,
  closureRoutes,
  chatRoutes,
  noticeRoutes,
  reservesRoutes,
  transparencyRoutes,
  ledgerCheckJob,
  backupJob,
  webRoutes,
];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.logger?.level ?? config.logLevel,
            ...(options.logger?.stream ? { stream: options.logger.stream } : {}),
            // Tokens and passwords may arrive in query strings: the logged URL is redacted,
            // and headers (Authorization) and bodies are never logged.
            serializers: {
              req: (request: { method: string; url: string; ip?: string }) => ({
                method: request.method,
                url: redactUrl(request.url),
                remoteAddress: request.ip,
              }),
            },
          },
    // Only configured proxies may name the client (TRUST_PROXY); otherwise the socket address.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 12 * 1024 * 1024,
    // Every log line of a request carries its id (`reqId`), and the answer carries it too
    // (X-Request-Id, below): the storefront shows it beside a server error, for support.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && requestIdShape.test(given) ? given : randomUUID();
    },
    // A path that is not valid URL encoding (`/api/%E0%A4%A.action`) names no call: the 404
    // envelope, like any unknown path, instead of Fastify's own 400 body.
    frameworkErrors: (_error, _request, reply) => {
      void sendEnvelope(reply, 404, {
        code: '404',
        msg: transportMessage(normalizeLanguage(undefined), 'notFound'),
        data: null,
      });
    },
  });

  // Helmet's middleware, built once: @fastify/helmet built it anew on every request (parsing the
  // CSP directives each time), about 7% of the product page's CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    securityHeaders(request.raw, reply.raw, () => done());
  });
  if (config.rateLimitPerMinute > 0) {
    const costlyMax =
      config.authRateLimitPerMinute > 0
        ? Math.min(config.authRateLimitPerMinute, config.rateLimitPerMinute)
        : config.rateLimitPerMinute;
    await app.register(rateLimit, {
      // Keyed on the route the request resolved to (server/platform/rate-limit.ts). The costly
      // calls count in a bucket of their own with a smaller budget, so an anonymous client cannot
      // spend the CPU on password hashes and puzzle pictures at the general rate.
      keyGenerator: (request) => `${bucketOf(request)}:${clientKeyOf(request.ip)}`,
      max: (_request, key) => (key.startsWith('costly:') ? costlyMax : config.rateLimitPerMinute),
      timeWindow: '1 minute',
      // Only what sends stored bytes (pictures, scripts) is free: a product grid loads dozens.
      allowList: (_request, key) => key.startsWith('unmetered:'),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        rateLimited: true,
        after: context.after,
      }),
    });
  }
  await app.register(formbody);
  // Marks multipart requests without reading them: only a call that takes a file reads its body,
  // after the login check (server/platform/multipart-body.ts).
  await app.register(multipart);

  // Requests whose body was read in full. An error before that point without a status of its own
  // comes from reading a malformed body (busboy's "Boundary not found", "Unexpected end of
  // multipart data"): the client's fault, answered as such; later ones are bugs and stay 500s.
  const bodyRead = new WeakSet<object>();
  app.addHook('preHandler', async (request) => {
    bodyRead.add(request);
  });

  app.setErrorHandler(
    (error: Error & { statusCode?: number; rateLimited?: boolean }, request, reply) => {
      const lang = normalizeLanguage(
        mergeParams(request).lang ?? (request.query as Record<string, unknown>)?.lang,
      );
      if (error.statusCode === 429 || error.rateLimited) {
        return sendEnvelope(reply, 429, {
          code: '429',
          msg: transportMessage(lang, 'rateLimited'),
          data: null,
        });
      }
      const status = error.statusCode ?? (bodyRead.has(request) ? 500 : 400);
      if (status >= 400 && status < 500) {
        // Malformed JSON, oversized body and the like are the client's fault: a clear envelope, no 500.
        const field = status === 413 ? 'body size' : 'body';
        return sendEnvelope(
          reply,
          status === 413 ? 413 : 200,
          businessError(errorMessage(lang, 'param.invalid', { field }), 'param.invalid'),
        );
      }
      request.log.error({ err: error, url: redactUrl(request.url) }, 'unhandled error');
      return sendEnvelope(reply, 500, {
        code: '500',
        msg: transportMessage(lang, 'serverError'),
        data: null,
      });
    },
  );

  // One registry per app: the router, the brand routes and the web pages all read the brand of a
  // request from its Host header through it.
  const brands = new BrandRegistry(
    defaultBrandAssetsDir,
    config.defaultBrand,
    acceptedPayments(config.wallet),
  );
  // Brands live in the database (the files seed an empty one); every server reloads them when
  // any server changes one (LISTEN/NOTIFY), so a change needs no restart. Without the database
  // at start the files' brands answer.
  const brandListener = new BrandListener(
    database.pool.options,
    () => reloadBrands(database.db, brands, app.log),
    app.log,
  );
  app.addHook('onReady', async () => {
    try {
      await seedBrands(database.db, brands);
      await brandListener.listen();
      await brandListener.refresh();
    } catch (error) {
      app.log.error({ err: error }, 'brands could not be read from the database; files answer');
    }
  });
  app.addHook('onClose', () => brandListener.close());
  const api = new Api({
    db: database.db,
    config,
    now,
    brandOf: (request) => brands.forHost(request.headers.host).config.code,
    validateOutput: options.validateOutput ?? false,
  });
  const lifecycle = options.lifecycle ?? new Lifecycle();
  // One instance of all on the database leads the once-per-deployment jobs (leader.ts).
  const leader = new JobLeader(database.pool.options, app.log, `${os.hostname()}:${process.pid}`);
  app.addHook('onReady', () => leader.start());
  app.addHook('onClose', () => leader.stop());
  const metrics = new Metrics();
  const networks = networksOf(config.wallet).map((network) => ({
    network: network.code,
    node: connectNetwork(network),
  }));
  const chainHead: ChainHead | undefined =
    networks.length > 0
      ? () =>
          Promise.all(
            networks.map(async ({ network, node }) => ({
              network,
              head: await node.head().catch(() => undefined),
            })),
          )
      : undefined;
  installMetrics(app, {
    metrics,
    database,
    now,
    calls: () => api.registered().map((endpoint) => endpoint.name),
    chainHead,
    token: config.metrics.token,
    isLeader: () => leader.isLeader,
  });
  const deps: ModuleDeps = { app, api, database, config, now, brands, leader, metrics };
  for (const register of modules) await register(deps);
  api.install(app);

  healthRoutes(app, database.pool, lifecycle, config.leaderGraceMs);
  // Built once, on the first request: the endpoints are all registered by then.
  let document: Record<string, unknown> | undefined;
  app.get('/api/docs/openapi.json', async () => {
    document ??= openApiDocument(api.registered(), {
      serverUrl: config.publicUrl,
      legacyTokenParams: config.legacyTokenParams,
    });
    return document;
  });
  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(openApiPage(api.registered())),
  );

  app.setNotFoundHandler((request, reply) => {
    const lang = normalizeLanguage((request.query as Record<string, unknown> | undefined)?.lang);
    return sendEnvelope(reply, 404, {
      code: '404',
      msg: transportMessage(lang, 'notFound'),
      data: null,
    });
  });
  return app;
}
