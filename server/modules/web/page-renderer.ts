// The storefront's catalogue pages rendered on the server: loads the renderer the web build made
// (`<web dist>-ssr/entry-server.js`, from src/entry-server.tsx) and answers the PWA's API calls of a
// render in-process through the app's own routes (`inject`), as the browser would have made them:
// same URLs, same answers, same query-cache keys, the request's host (brand) and client address
// (its rate-limit budget). Without that build, pages are client-rendered as before.
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicBrand } from '../../../domain/brand.ts';
import type {
  PageRendererModule,
  RenderResult,
  RenderScope as Scope,
} from '../../../domain/ssr.ts';
import type { LanguageCode } from '../../../domain/i18n/languages.ts';

type Renderer = PageRendererModule<typeof fetch>;
type RenderScope = Scope<typeof fetch>;

export class PageRenderer {
  private constructor(
    private readonly app: FastifyInstance,
    private readonly module: Renderer,
  ) {}

  /** The renderer of this web build, or undefined when the build has none. */
  static async load(
    app: FastifyInstance,
    webDist: string,
    timeZone: string,
  ): Promise<PageRenderer | undefined> {
    const file = path.join(`${webDist}-ssr`, 'entry-server.js');
    if (!fs.existsSync(file)) return undefined;
    const module = (await import(pathToFileURL(file).href)) as Renderer;
    module.installRenderScope(new AsyncLocalStorage<RenderScope>(), timeZone);
    return new PageRenderer(app, module);
  }

  /** The page at `url` (path and query) for this request, or undefined to leave it to the browser. */
  async render(
    request: FastifyRequest,
    url: string,
    language: LanguageCode,
    brand: PublicBrand,
  ): Promise<RenderResult | undefined> {
    return this.module.renderPage({ url, language, brand, fetch: this.answerFor(request) });
  }

  private answerFor(request: FastifyRequest): typeof fetch {
    return async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const headers = new Headers(init?.headers);
      headers.set('host', request.headers.host ?? 'localhost');
      const answer = await this.app.inject({
        method: (init?.method ?? 'GET') as 'GET' | 'POST',
        url,
        headers: Object.fromEntries(headers),
        ...(init?.body instanceof URLSearchParams || typeof init?.body === 'string'
          ? { payload: init.body.toString() }
          : {}),
        remoteAddress: request.ip,
      });
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
  }
}
