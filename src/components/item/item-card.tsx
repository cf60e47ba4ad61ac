import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { VehicleImage } from '@/components/vehicle/vehicle-image';
import { paths } from '@/config/paths';
import { CATALOG_IMAGE_SIZE } from '@/data/catalog-items';
import { loadedPlaceName as placeName } from '@/data/place-names';
import { fitmentText } from '@/domain/listings/fitment';
import { lacksSlsMark } from '@/domain/listings/item-rules';
import type { ItemAd } from '@/domain/listings/item-schema';
import { formatVehiclePrice } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import { myBikeLabel, partFitsMyBike, type MyBike } from '@/lib/my-bike';
import './item-card.css';

const FITS_SHOWN = 3;

/**
 * A live part or gear ad: photo, title (its page's link), price, brand, condition, what it fits or
 * its size, and the helmet's SLS status. No rating and no "verified seller": nothing real stands
 * behind them yet (they describe the static sample catalogue only). `actions` (Save, Remove) go
 * at the card's foot. Needs the spareParts and bikerGear texts.
 */
export function ItemCard({
  ad,
  bike,
  actions,
  headingLevel = 3,
}: {
  ad: ItemAd;
  bike: MyBike | null;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t, lang } = useTranslation();
  const price = formatVehiclePrice(ad.price, {
    currency: t('common.currency.item'),
    negotiable: t('common.currency.negotiable'),
  });
  const badges: { text: string; tone?: 'accent' | 'primary' | 'success' }[] = [
    { text: ad.brand, tone: 'accent' },
    {
      text:
        ad.kind === 'part'
          ? t(`spareParts.conditions.${ad.condition}`)
          : t(`bikerGear.conditions.${ad.condition}`),
      tone: 'primary',
    },
  ];
  if (ad.kind === 'gear') {
    badges.push({ text: t('bikerGear.list.size', { size: ad.size }) });
    if (ad.category === 'helmets' && ad.slsMark) {
      badges.push({ text: t('bikerGear.live.sls'), tone: 'success' });
    }
  }
  return (
    <article className="card catalog-card item-card">
      <VehicleImage
        className="card-media"
        src={ad.image}
        alt=""
        width={CATALOG_IMAGE_SIZE.width}
        height={CATALOG_IMAGE_SIZE.height}
        // On phones the card is a row with a 100 px thumbnail (item-card.css).
        sizes="(max-width: 599px) 100px, (min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
      />
      <div className="card-body catalog-card-body">
        <Heading className="card-title">
          <Link to={paths.item.getHref(ad.id)} className="item-card-link">
            {ad.title}
          </Link>
        </Heading>
        <p className="catalog-price">{price}</p>
        <ul className="catalog-badges" role="list">
          {badges.map((badge, index) => (
            <li key={index} className={badge.tone ? `badge badge-${badge.tone}` : 'badge'}>
              {badge.text}
            </li>
          ))}
        </ul>
        {ad.kind === 'part' ? <PartFit ad={ad} bike={bike} /> : null}
        {lacksSlsMark(ad) ? (
          <p className="item-sls-warning">
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M12 2 1 21h22L12 2zm1 15h-2v-2h2v2zm0-4h-2V9h2v4z" />
            </svg>
            {t('bikerGear.live.noSls')}
          </p>
        ) : null}
        <p className="catalog-meta catalog-location">
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
            />
          </svg>
          {placeName(ad.location, lang) || ad.location}
        </p>
        {actions ? <div className="item-card-actions">{actions}</div> : null}
      </div>
    </article>
  );
}

function PartFit({ ad, bike }: { ad: Extract<ItemAd, { kind: 'part' }>; bike: MyBike | null }) {
  const { t } = useTranslation();
  const listed = ad.fitment.slice(0, FITS_SHOWN).map(fitmentText);
  if (ad.fitment.length > FITS_SHOWN) listed.push('…');
  return (
    <>
      <p className="catalog-meta">
        {ad.fitsAnyBike
          ? t('spareParts.live.fitsAny')
          : listed.length > 0
            ? t('spareParts.list.fits', { models: listed.join(', ') })
            : null}
      </p>
      {bike ? (
        partFitsMyBike(ad, bike) ? (
          <p className="item-fit item-fit-yes">
            {t('spareParts.live.fitsMine', { bike: myBikeLabel(bike) })}
          </p>
        ) : (
          <p className="item-fit item-fit-no">
            {t('spareParts.live.notMine', { bike: myBikeLabel(bike) })}
          </p>
        )
      ) : null}
    </>
  );
}
