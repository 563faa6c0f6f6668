// `/seller`: the seller panel: the store's dashboard, earnings, orders (confirm, ship), listings,
// reviews (answer them), buyers' messages and profile. The server checks the seller role and the store's ownership
// on every call.
import { PlatformTimeNote } from '../components/platform-time-note.tsx';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ChatInbox } from '../features/chat/components/chat-inbox.tsx';
import { SellerOrders } from '../features/orders/backoffice/seller-orders.tsx';
import { StoreDashboard } from '../features/store/backoffice/store-dashboard.tsx';
import { StoreEarnings } from '../features/store/backoffice/store-earnings.tsx';
import { StoreListings } from '../features/catalog/backoffice/store-listings.tsx';
import { StoreProfileSection } from '../features/store/backoffice/store-profile.tsx';
import { StoreReviews } from '../features/store/backoffice/store-reviews.tsx';
import { page, pageTitle } from '../styles/ui.css.ts';
import { loadBackofficeTexts, loadChatTexts } from '../app/later-texts.ts';

export const Route = createFileRoute('/_auth/seller')({
  // The back office's texts are a catalog of their own, loaded before its screens render; so are
  // the chat's (the buyers' messages).
  beforeLoad: async () => {
    await Promise.all([loadBackofficeTexts(), loadChatTexts()]);
  },
  component: SellerPanel,
});

function SellerPanel() {
  return (
    <main id="main" className={page}>
      <h1 className={pageTitle}>
        <Trans>Seller panel</Trans>
      </h1>
      <PlatformTimeNote />
      <StoreDashboard />
      <StoreEarnings />
      <SellerOrders />
      <ChatInbox side="seller" />
      <StoreListings />
      <StoreReviews />
      <StoreProfileSection />
    </main>
  );
}
