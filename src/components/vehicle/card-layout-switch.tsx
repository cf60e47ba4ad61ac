import { useTranslation } from '@/i18n/use-translation';
import { writeCardLayout, type CardLayout } from '@/lib/card-layout';
import './card-layout-switch.css';

/** Phones only: CSS hides it where the grid always shows. 'auto' shows as rows. */
export function CardLayoutSwitch({ layout }: { layout: CardLayout }) {
  const { t } = useTranslation();
  const rows = layout !== 'cards';
  return (
    <div className="card-layout-switch" role="group" aria-label={t('vehicles.layout.label')}>
      <button
        type="button"
        className="btn btn-ghost btn-icon"
        aria-pressed={rows}
        onClick={() => writeCardLayout('rows')}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M3 5h6v5H3zM3 14h6v5H3zM12 6h9M12 9h6M12 15h9M12 18h6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span className="visually-hidden">{t('vehicles.layout.rows')}</span>
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-icon"
        aria-pressed={!rows}
        onClick={() => writeCardLayout('cards')}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M4 3h16v11H4zM4 18h16M4 21h10"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span className="visually-hidden">{t('vehicles.layout.cards')}</span>
      </button>
    </div>
  );
}
