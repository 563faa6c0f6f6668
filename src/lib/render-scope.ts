// What differs between pages rendered on the server at the same time: the language, the brand and
// the way API calls are answered. In the browser there is one page, and these come from module
// state (language.ts, brand.ts) and `fetch`; the server's renderer (src/entry-server.tsx) sets a
// source that answers per request (an AsyncLocalStorage), because its loaders of several requests
// interleave while they wait for data.
import type { RenderScope as Scope } from '../../domain/ssr.ts';

export type RenderScope = Scope<typeof fetch>;

let source: (() => RenderScope | undefined) | undefined;

export function setRenderScopeSource(read: () => RenderScope | undefined): void {
  source = read;
}

/** The scope of the page being rendered on the server; undefined in the browser. */
export function renderScope(): RenderScope | undefined {
  return source?.();
}
