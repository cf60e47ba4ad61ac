import { Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { parseHomeView, paths } from '@/config/paths';
import { site } from '@/config/site';
import { useAfterLoad } from '@/hooks/use-after-load';
import { useScrolled } from '@/hooks/use-scrolled';
import { stripLanguage } from '@/i18n/localized-path';
import { useTranslation } from '@/i18n/use-translation';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import type * as MenuModule from './header-menu';
import type { HeaderMenuProps } from './header-menu';
import { MenuIcon, NavItems, SavedLink } from './header-nav';
import { Logo } from './logo';
import './header.css';

const SCROLL_THRESHOLD_PX = 30;

/**
 * The phone menu's code (its dialog, overlay rules, language buttons) is no part of the first
 * load: it is fetched once the page has loaded, and the button opens the menu once it is there.
 */
const menu = preloadableLazy<typeof MenuModule, HeaderMenuProps>(() => import('./header-menu'));

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const scrolled = useScrolled(SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  /** The menu is rendered from its first opening on (closed in the page's HTML, so never there). */
  const [menuUsed, setMenuUsed] = useState(false);
  const menuId = useId();

  const onHome = stripLanguage(pathname) === paths.home.path;
  const currentView = onHome ? parseHomeView(searchParams.get('view')) : null;
  const overHero = onHome && !scrolled && !menuOpen;

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const openMenu = () => {
    menu
      .load()
      .then(() => {
        setMenuUsed(true);
        setMenuOpen(true);
      })
      // Offline before it was fetched: the button stays as it is; the items are on the home page.
      .catch((error: unknown) => console.info('[menu] not loaded', error));
  };

  const loaded = useAfterLoad(4000);
  useEffect(() => {
    if (loaded) menu.load().catch(() => undefined);
  }, [loaded]);

  return (
    <header
      className={`site-header${overHero ? ' is-over-hero' : ' is-solid'}${onHome ? ' is-home' : ''}`}
    >
      <div className="container site-header-inner">
        <Link to={paths.home.getHref()} className="site-logo" aria-label={t('common.a11y.logo')}>
          <Logo />
          <span aria-hidden="true">{site.name}</span>
        </Link>
        <nav className="site-nav-desktop" aria-label={t('common.a11y.mainNav')}>
          <NavItems currentView={currentView} />
        </nav>
        <SavedLink className="btn btn-ghost btn-icon nav-link header-saved" iconOnly />
        <button
          type="button"
          className="btn btn-ghost btn-icon menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={t('common.a11y.openMenu')}
          onClick={openMenu}
        >
          <MenuIcon open={menuOpen} />
        </button>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <menu.Component
            open={menuOpen}
            onClose={closeMenu}
            menuId={menuId}
            currentView={currentView}
          />
        </Suspense>
      )}
    </header>
  );
}
