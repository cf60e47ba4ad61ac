import { ContactSeller } from '@/components/catalog/contact-seller';
import { GEAR_IMAGE_SIZE, type GearItem } from '@/data/biker-gear';
import { formatItemPrice } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import { RatingStars } from './rating-stars';

export function GearCard({ item }: { item: GearItem }) {
  const { t, lang } = useTranslation();
  const name = item.name[lang];
  return (
    <article className="card catalog-card">
      <img
        className="card-media"
        src={item.image}
        alt=""
        width={GEAR_IMAGE_SIZE.width}
        height={GEAR_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
      />
      <div className="card-body catalog-card-body">
        <h3 className="card-title">{name}</h3>
        <p className="catalog-price">{formatItemPrice(item.price, t('common.currency.item'))}</p>
        <RatingStars rating={item.rating} />
        <ul className="catalog-badges" role="list">
          {item.verifiedSeller && (
            <li className="badge badge-success">
              <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M5 12.5l4.5 4.5L19 7.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {t('bikerGear.list.verified')}
            </li>
          )}
          <li className="badge badge-primary">{t(`bikerGear.conditions.${item.condition}`)}</li>
          <li className="badge badge-accent">{item.brand}</li>
          <li className="badge">{t('bikerGear.list.size', { size: item.size })}</li>
        </ul>
        <p className="catalog-meta catalog-location">
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
            />
          </svg>
          {item.location[lang]}
        </p>
        <ContactSeller phone={item.phone} itemName={name} />
      </div>
    </article>
  );
}
