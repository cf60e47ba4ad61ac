import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { parseHomeView, paths, type HomeView } from '@/config/paths';
import { site } from '@/config/site';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { useSavedVehicleIds } from '@/hooks/use-saved-vehicle-ids';
import { useCloseWhenMatches, useOneOverlay } from '@/hooks/use-overlay';
import { useScrollLock } from '@/hooks/use-scroll-lock';
import { useScrolled } from '@/hooks/use-scrolled';
import type { TranslationKey } from '@/i18n/catalog';
import { stripLanguage } from '@/i18n/localized-path';
import { useTranslation } from '@/i18n/use-translation';
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
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);

  const onHome = stripLanguage(pathname) === paths.home.path;
  const currentView = onHome ? parseHomeView(searchParams.get('view')) : null;
  const overHero = onHome && !scrolled && !menuOpen;

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButtonRef.current?.focus();
  }, []);
  const closeAndFocus = useCallback(() => closeMenu(true), [closeMenu]);
  const closeMenuOnChoose = useCallback(() => closeMenu(false), [closeMenu]);

  const dropMenu = useCallback(() => closeMenu(false), [closeMenu]);

  useScrollLock(menuOpen);
  useEscapeKey(menuOpen, closeAndFocus);
  // The open menu covers the page: Tab cycles through the menu and its close button only.
  useFocusTrap(menuOpen, [menuButtonRef, panelRef]);
  // From 960 px the menu's items are in the header itself.
  useCloseWhenMatches(WIDE_QUERY, menuOpen, dropMenu);
  useOneOverlay('menu', menuOpen, dropMenu);

  useEffect(() => {
    if (!menuOpen) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || menuButtonRef.current?.contains(target)) return;
      // A tap on the dimmed page is the backdrop's: it closes the menu on its click, so the
      // tap does not also land on (and press) whatever lies under it.
      if (backdropRef.current?.contains(target)) return;
      closeMenu(true);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menuOpen, closeMenu]);

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
          ref={menuButtonRef}
          type="button"
          className="btn btn-ghost btn-icon menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('common.a11y.closeMenu') : t('common.a11y.openMenu')}
          onClick={() => (menuOpen ? closeMenu(true) : setMenuOpen(true))}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            ) : (
              <path
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
            )}
          </svg>
        </button>
      </div>
      {menuOpen && (
        <>
          <div
            ref={backdropRef}
            className="mobile-menu-backdrop"
            aria-hidden="true"
            onClick={closeAndFocus}
          />
          <div ref={panelRef} id={menuId} className="mobile-menu">
            <nav aria-label={t('common.a11y.mainNav')} className="mobile-menu-nav">
              <NavItems
                currentView={currentView}
                onChoose={closeMenuOnChoose}
                onLanguage={closeAndFocus}
              />
            </nav>
          </div>
        </>
      )}
    </header>
  );
}

function NavItems({
  currentView,
  onChoose,
  onLanguage,
}: {
  currentView: HomeView | null;
  /** Called when an item that navigates is chosen. */
  onChoose?: () => void;
  /** Called after switching language (the page stays, so focus goes back to the menu button). */
  onLanguage?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {navItems.map((item) => (
        <Link
          key={item.view}
          to={paths.home.getHref(item.view)}
          className="btn btn-ghost nav-link"
          aria-current={currentView === item.view ? 'page' : undefined}
          onClick={onChoose}
        >
          {t(item.label)}
        </Link>
      ))}
      <SavedLink className="btn btn-ghost nav-link" onClick={onChoose} />
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
