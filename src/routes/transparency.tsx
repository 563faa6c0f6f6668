// `/transparency`: the brand's public transparency page (the latest proof of reserves).
import { createFileRoute } from '@tanstack/react-router';
import { loadAccountTexts } from '../app/later-texts.ts';
import { TransparencyPage } from '../features/transparency/components/transparency-page.tsx';

export const Route = createFileRoute('/transparency')({
  // Its texts are the account catalog's: none of them weighs on the storefront's first screen.
  beforeLoad: loadAccountTexts,
  component: TransparencyPage,
});
