import type { RefObject } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import { paths, type HomeView } from '@/config/paths';
import { useBrowserValue } from '@/hooks/use-hydrated';
import { useSavedVehicleIds } from '@/hooks/use-saved-vehicle-ids';
import type { TranslationKey } from '@/i18n/catalog';
import { stripLanguage } from '@/i18n/localized-path';
import { useTranslation } from '@/i18n/use-translation';
import { hasServer } from '@/lib/api/api-base';
import { usePageData } from '@/lib/page-data';
import { LanguageChoices, LanguageMenu } from './language-toggle';

// The header's items: in the header itself from 960 px, in the phone menu (header-menu.tsx) below.

const navItems: { view: HomeView; label: TranslationKey }[] = [
  { view: 'home', label: 'common.nav.home' },
  { view: 'spare-parts', label: 'common.nav.spareParts' },
  { view: 'biker-gear', label: 'common.nav.bikerGear' },
];

export function NavItems({
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

export function MenuIcon({ open }: { open: boolean }) {
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
export function SavedLink({
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
