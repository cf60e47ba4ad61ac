import type { ReactNode } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useTranslation } from '@/i18n/use-translation';

/** Below the sidebar's width (vehicle-list-page.css) the filters are a drawer. */
export const DRAWER_QUERY = '(max-width: 959.98px)';

/**
 * The filter panel: on a wide screen a sidebar in the page; on a phone, once the app runs, a
 * modal drawer. The HTML has the sidebar (the CSS hides it on phones until then). Opening
 * focuses the panel's first control, its close button.
 */
export function FilterDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const isDrawer = useMediaQuery(DRAWER_QUERY);
  if (!isDrawer) return children;
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      lightDismiss
      className="vl-drawer"
      aria-label={t('vehicles.filters.title')}
    >
      {children}
    </ModalDialog>
  );
}
