import { useRef } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import type { HomeView } from '@/config/paths';
import { useCloseWhenMatches, useOneOverlay } from '@/hooks/use-overlay';
import { useTranslation } from '@/i18n/use-translation';
import { MenuIcon, NavItems } from './header-nav';

/** Where the header shows its items itself and the menu button goes (header.css). */
const WIDE_QUERY = '(min-width: 960px)';

export type HeaderMenuProps = {
  open: boolean;
  onClose: () => void;
  /** The id the header's menu button controls. */
  menuId: string;
  currentView: HomeView | null;
};

/**
 * The phone menu, a modal dialog. Its code loads after the page (header.tsx), since a first paint
 * never shows it; once opened it stays mounted, closed, as the header rendered it before.
 */
export default function HeaderMenu({ open, onClose, menuId, currentView }: HeaderMenuProps) {
  const { t } = useTranslation();
  const firstItemRef = useRef<HTMLAnchorElement>(null);

  // From 960 px the menu's items are in the header itself.
  useCloseWhenMatches(WIDE_QUERY, open, onClose);
  useOneOverlay('menu', open, onClose);

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      className="mobile-menu-dialog"
      aria-label={t('common.a11y.mainNav')}
      initialFocus={firstItemRef}
    >
      {/* Built on opening only. */}
      {open && (
        <>
          {/* Where the header's menu button is: the open menu's own way out. */}
          <div className="container site-header-inner mobile-menu-bar">
            <button
              type="button"
              className="btn btn-ghost btn-icon menu-close"
              aria-expanded="true"
              aria-controls={menuId}
              aria-label={t('common.a11y.closeMenu')}
              onClick={onClose}
            >
              <MenuIcon open />
            </button>
          </div>
          <div className="mobile-menu-backdrop" aria-hidden="true" onClick={onClose} />
          <div id={menuId} className="mobile-menu">
            <nav aria-label={t('common.a11y.mainNav')} className="mobile-menu-nav">
              <NavItems
                currentView={currentView}
                firstRef={firstItemRef}
                onChoose={onClose}
                onLanguage={onClose}
              />
            </nav>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
