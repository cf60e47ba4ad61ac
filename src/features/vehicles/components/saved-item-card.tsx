import { ItemCard } from '@/components/item/item-card';
import type { ItemAd } from '@/domain/listings/item-schema';
import { useMyBike } from '@/hooks/use-my-bike';
import { useTranslation } from '@/i18n/use-translation';

/**
 * A saved part or gear ad on /saved: its card with Remove. Its own chunk (with the card's and My
 * bike's code), loaded only when a saved part or gear is shown.
 */
export default function SavedItemCard({ ad, onRemove }: { ad: ItemAd; onRemove: () => void }) {
  const { t } = useTranslation();
  const bike = useMyBike();
  return (
    <ItemCard
      ad={ad}
      bike={bike}
      headingLevel={2}
      actions={
        <button
          type="button"
          className="btn btn-secondary"
          data-saved-remove=""
          aria-label={t('vehicles.saved.removeLabel', { title: ad.title })}
          onClick={onRemove}
        >
          {t('vehicles.saved.remove')}
        </button>
      }
    />
  );
}
