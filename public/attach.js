// Starts the PWA on a server-rendered page (server/modules/web/web.service.ts, withRenderedApp):
// the page already shows its content without scripts, so the app's modules (about 150 KB) are
// fetched once the images above the fold have arrived and painted, instead of sharing a slow
// connection with them. A tap, a key or a scroll before then starts them at once, and so does the
// page's load event, whichever comes first. From then until the app has attached, the page is
// inert (src/app/interactive.ts), as it would be anyway once the app's code runs: a tap on a button
// that has no code behind it yet would be lost. Started by a tap, it is not, so that tap still
// follows its link. Plain script (no module, no build step): the one file a server-rendered page
// loads before the app.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const preloads = (script.dataset.preloads ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = (hold) => {
    if (started) return;
    started = true;
    const root = document.getElementById('root');
    if (hold) root?.setAttribute('inert', '');
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    // Without the app (offline, no worker yet), the page stays what it is: readable, links working.
    app.onerror = () => root?.removeAttribute('inert');
    document.head.append(app);
  };
  // After the next frame, so what has arrived is on screen first.
  const startAfterPaint = () => requestAnimationFrame(() => setTimeout(() => start(true), 0));

  const images = [...document.querySelectorAll('link[rel="preload"][as="image"]')]
    .map((link) => link.href)
    .filter(Boolean);
  const arrived = () => images.every((href) => performance.getEntriesByName(href).length > 0);
  if (arrived()) startAfterPaint();
  else if ('PerformanceObserver' in window) {
    const observer = new PerformanceObserver(() => {
      if (!arrived()) return;
      observer.disconnect();
      startAfterPaint();
    });
    observer.observe({ type: 'resource', buffered: true });
  }
  addEventListener('load', () => start(true), { once: true });
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'scroll'])
    addEventListener(type, () => start(false), { once: true, passive: true, capture: true });
})();
