// `/app.html`: the brand's app landing page (spec section 2), open to visitors.
import { createFileRoute } from '@tanstack/react-router';
import { InstallPage } from '../features/install/index.ts';
import { page } from '../styles/ui.css.ts';
import { loadAccountTexts } from '../app/later-texts.ts';

export const Route = createFileRoute('/app.html')({
  beforeLoad: loadAccountTexts,
  component: AppLandingPage,
});

function AppLandingPage() {
  return (
    <main id="main" className={page}>
      <InstallPage />
    </main>
  );
}
