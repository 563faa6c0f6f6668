// A server-rendered page shows before its scripts can answer input. From the moment the app's code
// runs until React has attached to the server's HTML, the page is `inert`: a tap in that short gap
// would otherwise be lost on a button that looks ready (a link would work either way). Tools that
// drive the page (the end-to-end tests) see `inert` and wait, as a buyer's finger would have to.
// Before the code runs at all (or without JavaScript), links are plain links.

function rootElement(): HTMLElement | null {
  return document.getElementById('root');
}

/** The server's HTML is on screen and the app is about to attach to it. */
export function holdInputUntilInteractive(): void {
  rootElement()?.setAttribute('inert', '');
}

let interactive: () => void = () => undefined;
const interactiveNow = new Promise<void>((resolve) => {
  interactive = resolve;
});

/** The app answers input (called once the root layout has mounted or hydrated, or on failure). */
export function markInteractive(): void {
  rootElement()?.removeAttribute('inert');
  document.documentElement.dataset.interactive = 'true';
  interactive();
}

/** Resolves once the app has attached to the page (its first render committed). */
export function whenInteractive(): Promise<void> {
  return interactiveNow;
}

/**
 * Resolves once the browser has had a frame to paint what the page holds (at most 100 ms: a tab
 * in the background runs no frames). When the scripts are already at hand (a repeat visit, a fast
 * connection), they would otherwise run before the server's HTML is first painted, and the buyer
 * would look at a blank page for as long as attaching takes.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer input in
 * between (`scheduler.yield` where the browser has it, else a zero timeout). Attaching to a
 * server-rendered page is a few such steps (the modules' evaluation, the page's data put into the
 * cache, the routes' loading); in one task they were the longest task of the page on a slow phone.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
