import { ContactSeller } from '@/components/catalog/contact-seller';
import { SPARE_PART_IMAGE_SIZE, type SparePart } from '@/data/spare-parts';
import { formatItemPrice } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';

export function SparePartCard({ part }: { part: SparePart }) {
  const { t, lang } = useTranslation();
  const name = part.name[lang];
  return (
    <article className="card catalog-card">
      <img
        className="card-media"
        src={part.image}
        alt=""
        width={SPARE_PART_IMAGE_SIZE.width}
        height={SPARE_PART_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
      />
      <div className="card-body catalog-card-body">
        <h3 className="card-title">{name}</h3>
        <p className="catalog-price">{formatItemPrice(part.price, t('common.currency.item'))}</p>
        <ul className="catalog-badges" role="list">
          <li className="badge badge-accent">{part.brand}</li>
          <li className="badge badge-primary">{t(`spareParts.conditions.${part.condition}`)}</li>
        </ul>
        <p className="catalog-meta">{t('spareParts.list.fits', { models: part.compatibility })}</p>
        <p className="catalog-meta catalog-location">
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
            />
          </svg>
          {part.location[lang]}
        </p>
        <ContactSeller phone={part.phone} itemName={name} />
      </div>
    </article>
  );
}
