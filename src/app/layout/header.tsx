// The site header: logo, search, language menu, login / register links, and the tabs. It
// compacts after 78 px of scroll (spec section 2 "Header and global elements").
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { GlobeIcon } from '../../components/icons.tsx';
import { lazyOptional } from '../../components/lazy-optional.tsx';
import { useBrand } from '../../lib/brand.ts';
import { currentLanguage } from '../../app/i18n.ts';
import { useSession } from '../../features/account/session.ts';
import { AccountLinks } from '../../features/account/components/account-links.tsx';
import { SearchBox } from '../../features/search/search-box.tsx';
import * as css from './layout.css.ts';
import { nativeLanguageNames } from '../../../domain/i18n/languages.ts';
import { loadChatTexts } from '../later-texts.ts';

// The chat corner (icons, badges, the push stream) loads after the first paint with the chat's
// texts, in the room its placeholder keeps (as wide as the icons the session gets); the chat
// window loads when opened.
const ChatIcons = lazyOptional(
  () =>
    Promise.all([import('../../features/chat/components/chat-icons.tsx'), loadChatTexts()]).then(
      ([module]) => module.ChatIcons,
    ),
  <ChatCornerSlot />,
);

function ChatCornerSlot() {
  const { token } = useSession();
  return <span className={css.chatCornerSlot} data-signed-in={!!token} aria-hidden="true" />;
}

const COMPACT_AFTER_PX = 78;

function useScrolledPast(limit: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > limit);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [limit]);
  return past;
}

export { useScrolledPast };

function LanguageFallback({ onWanted }: { onWanted?: (open: boolean) => void }) {
  return (
    <button
      type="button"
      className={css.languageButton}
      aria-haspopup="menu"
      onPointerEnter={() => onWanted?.(false)}
      onFocus={() => onWanted?.(false)}
      onClick={() => onWanted?.(true)}
    >
      <GlobeIcon />
      <span className={css.phoneHidden}>{nativeLanguageNames[currentLanguage()]}</span>
    </button>
  );
}

// Until its code arrives (or when it cannot, offline), the menu's button stands in for it.
const LanguageMenu = lazyOptional(
  () => import('./language-menu.tsx').then((module) => module.default),
  <LanguageFallback />,
);

/** The language menu's code (Radix) loads when the page is idle or the buyer reaches for it. */
function useDeferredMenu(): [false | 'closed' | 'open', (open: boolean) => void] {
  const [wanted, setWanted] = useState<false | 'closed' | 'open'>(false);
  useEffect(() => {
    const want = () => setWanted((current) => current || 'closed');
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(want, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(want, 2500);
    return () => clearTimeout(timer);
  }, []);
  return [wanted, (open) => setWanted(open ? 'open' : (current) => current || 'closed')];
}

export function Header() {
  const { t } = useLingui();
  const brand = useBrand();
  const compact = useScrolledPast(COMPACT_AFTER_PX);
  const [menuWanted, wantMenu] = useDeferredMenu();
  return (
    <header className={css.header} data-compact={compact}>
      <div className={css.topRow}>
        <Link to="/index" className={css.logoLink} aria-label={t`${brand.name} home`}>
          <img className={css.logo} src="/brand/logo.svg" alt="" width={180} height={40} />
        </Link>
        <div className={css.searchArea}>
          <SearchBox />
        </div>
        <div className={css.languageArea}>
          {menuWanted ? (
            <LanguageMenu defaultOpen={menuWanted === 'open'} />
          ) : (
            <LanguageFallback onWanted={wantMenu} />
          )}
        </div>
        <div className={css.actions}>
          <ChatIcons />
          <AccountLinks linkClassName={css.headerLink} />
        </div>
      </div>
      <nav className={css.tabs} aria-label={t`Main`}>
        <Link to="/index" className={css.tab}>
          <Trans>Home</Trans>
        </Link>
        <Link to="/classification" className={css.tab}>
          <Trans>Categories</Trans>
        </Link>
        <Link to="/commodity" className={css.tab}>
          <Trans>All products</Trans>
        </Link>
        <Link to="/discounted" className={css.tab}>
          <Trans>Discounted</Trans>
        </Link>
        <Link to="/merchantSettled" className={css.tab}>
          <Trans>Become a seller</Trans>
        </Link>
        <Link to="/credit" className={css.tab}>
          <Trans>Credit</Trans>
        </Link>
      </nav>
    </header>
  );
}
