import { CATALOG_IMAGE_SIZE, type CatalogItem } from '@/data/catalog-items';
import { formatItemPrice } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import type { CardDetails } from '../lib/filter-catalogue';
import { ContactSeller } from './contact-seller';
import { RatingStars } from './rating-stars';

/** A catalogue item: picture, name, price, the view's own details, location and Contact Seller. */
export function CatalogueCard({ item, details }: { item: CatalogItem; details: CardDetails }) {
  const { t, lang } = useTranslation();
  const name = item.name[lang];
  return (
    <article className="card catalog-card">
      <img
        className="card-media"
        src={item.image}
        alt=""
        width={CATALOG_IMAGE_SIZE.width}
        height={CATALOG_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
      />
      <div className="card-body catalog-card-body">
        <h3 className="card-title">{name}</h3>
        <p className="catalog-price">{formatItemPrice(item.price, t('common.currency.item'))}</p>
        {details.rating ? (
          <RatingStars rating={details.rating.value} label={details.rating.label} />
        ) : null}
        <ul className="catalog-badges" role="list">
          {details.badges.map((badge, index) => (
            <li key={index} className={badge.tone ? `badge badge-${badge.tone}` : 'badge'}>
              {badge.check ? (
                <svg
                  width="14"
                  height="14"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M5 12.5l4.5 4.5L19 7.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="3"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : null}
              {badge.text}
            </li>
          ))}
        </ul>
        {details.note ? <p className="catalog-meta">{details.note}</p> : null}
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
