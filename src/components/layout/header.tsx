import { useCallback, useId, useRef, useState, type RefObject } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { parseHomeView, paths, type HomeView } from '@/config/paths';
import { site } from '@/config/site';
import { useBrowserValue } from '@/hooks/use-hydrated';
import { useSavedVehicleIds } from '@/hooks/use-saved-vehicle-ids';
import { useCloseWhenMatches, useOneOverlay } from '@/hooks/use-overlay';
import { useScrolled } from '@/hooks/use-scrolled';
import type { TranslationKey } from '@/i18n/catalog';
import { stripLanguage } from '@/i18n/localized-path';
import { useTranslation } from '@/i18n/use-translation';
import { hasServer } from '@/lib/api/api-base';
import { usePageData } from '@/lib/page-data';
import { LanguageChoices, LanguageMenu } from './language-toggle';
import { Logo } from './logo';
import './header.css';

const SCROLL_THRESHOLD_PX = 30;
/** Where the header shows its items itself and the menu button goes (header.css). */
const WIDE_QUERY = '(min-width: 960px)';

const navItems: { view: HomeView; label: TranslationKey }[] = [
  { view: 'home', label: 'common.nav.home' },
  { view: 'spare-parts', label: 'common.nav.spareParts' },
  { view: 'biker-gear', label: 'common.nav.bikerGear' },
];

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const scrolled = useScrolled(SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const firstItemRef = useRef<HTMLAnchorElement>(null);

  const onHome = stripLanguage(pathname) === paths.home.path;
  const currentView = onHome ? parseHomeView(searchParams.get('view')) : null;
  const overHero = onHome && !scrolled && !menuOpen;

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // From 960 px the menu's items are in the header itself.
  useCloseWhenMatches(WIDE_QUERY, menuOpen, closeMenu);
  useOneOverlay('menu', menuOpen, closeMenu);

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
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon open={menuOpen} />
        </button>
      </div>
      <ModalDialog
        open={menuOpen}
        onClose={closeMenu}
        className="mobile-menu-dialog"
        aria-label={t('common.a11y.mainNav')}
        initialFocus={firstItemRef}
      >
        {/* Built on opening only: every page's HTML stays as small as before. */}
        {menuOpen && (
          <>
            {/* Where the header's menu button is: the open menu's own way out. */}
            <div className="container site-header-inner mobile-menu-bar">
              <button
                type="button"
                className="btn btn-ghost btn-icon menu-close"
                aria-expanded="true"
                aria-controls={menuId}
                aria-label={t('common.a11y.closeMenu')}
                onClick={closeMenu}
              >
                <MenuIcon open />
              </button>
            </div>
            <div className="mobile-menu-backdrop" aria-hidden="true" onClick={closeMenu} />
            <div id={menuId} className="mobile-menu">
              <nav aria-label={t('common.a11y.mainNav')} className="mobile-menu-nav">
                <NavItems
                  currentView={currentView}
                  firstRef={firstItemRef}
                  onChoose={closeMenu}
                  onLanguage={closeMenu}
                />
              </nav>
            </div>
          </>
        )}
      </ModalDialog>
    </header>
  );
}

function NavItems({
  currentView,
  firstRef,
  onChoose,
  onLanguage,
}: {
  currentView: HomeView | null;
  firstRef?: RefObject<HTMLAnchorElement | null>;
  /** Called when an item that navigates is chosen. */
  onChoose?: () => void;
  /** Called after switching language (the page stays, so focus goes back to the menu button). */
  onLanguage?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {navItems.map((item, index) => (
        <Link
          key={item.view}
          ref={index === 0 ? firstRef : undefined}
          to={paths.home.getHref(item.view)}
          className="btn btn-ghost nav-link"
          aria-current={currentView === item.view ? 'page' : undefined}
          onClick={onChoose}
        >
          {t(item.label)}
        </Link>
      ))}
      <SavedLink className="btn btn-ghost nav-link" onClick={onChoose} />
      <MessagesLink className="btn btn-ghost nav-link" onClick={onChoose} />
      {onLanguage ? (
        // The phone menu has the room for all three, one tap each.
        <LanguageChoices className="btn btn-ghost nav-link" onChoose={onLanguage} />
      ) : (
        <LanguageMenu className="btn btn-ghost nav-link" />
      )}
      <Link to={paths.postAd.getHref()} className="btn btn-primary" onClick={onChoose}>
        {t('common.nav.postAd')}
      </Link>
    </>
  );
}

/** The conversations with sellers kept on this device: only where a server delivers them. */
function MessagesLink({ className, onClick }: { className: string; onClick?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const served = useBrowserValue(hasServer, usePageData().origin !== undefined);
  if (!served) return null;
  return (
    <Link
      to={paths.messages.getHref()}
      className={`${className} messages-link`}
      aria-current={stripLanguage(pathname) === paths.messages.path ? 'page' : undefined}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="messages-link-text">{t('common.nav.messages')}</span>
    </Link>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The saved ads, with how many there are (also when another tab saves one). On phones the
 * header shows it as a heart beside the menu button, and the menu lists it too.
 */
function SavedLink({
  className,
  iconOnly = false,
  onClick,
}: {
  className: string;
  iconOnly?: boolean;
  onClick?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const count = useSavedVehicleIds().length;
  return (
    <Link
      to={paths.saved.getHref()}
      className={`${className} saved-link${iconOnly ? ' is-icon' : ''}`}
      aria-current={stripLanguage(pathname) === paths.saved.path ? 'page' : undefined}
      aria-label={count > 0 ? t('common.nav.savedCount', { n: count }) : t('common.nav.saved')}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z"
          fill={count > 0 ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {!iconOnly && <span className="saved-link-text">{t('common.nav.saved')}</span>}
      {count > 0 && (
        <span className="saved-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
