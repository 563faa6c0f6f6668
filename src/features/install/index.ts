// Installing the PWA: the landing page and the start-up listener for the browser's offer.
export { InstallPage } from './components/install-page.tsx';
export { listenForInstallPrompt } from './install-prompt.ts';
