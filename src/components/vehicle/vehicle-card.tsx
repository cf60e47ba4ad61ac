import { memo, type ReactNode, type Ref } from 'react';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { loadedPlaceName as placeName } from '@/data/place-names';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { formatNumber, formatVehiclePrice } from '@/i18n/format';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { useTranslation } from '@/i18n/use-translation';
import { vehicleTitle } from '@/domain/vehicles/vehicle-title';
import { usePriceCheck } from '@/hooks/use-price-check';
import { PriceBadge } from './price-badge';
import { VehicleImage } from './vehicle-image';
import './vehicle-card.css';

type Props = {
  vehicle: Vehicle;
  headingLevel?: 2 | 3;
  imageLoading?: 'lazy' | 'eager';
  imagePriority?: boolean;
  /**
   * On the list's first screen: the photo is in the HTML (lazy, so the browser asks for it at its
   * first layout), not added after the first paint like the rest.
   */
  firstScreen?: boolean;
  /** In a list that shows compact rows on phones (data-card-layout 'auto' or 'rows'). */
  rowsOnPhones?: boolean;
  linkRef?: Ref<HTMLAnchorElement>;
  actions?: ReactNode;
  /** Adds the Compare toggle to the card's actions. */
  compare?: boolean;
};

/** The photo's width as vehicle-card.css lays it out: a card in a grid, or a phone row's thumbnail. */
const CARD_SIZES = '(min-width: 1200px) 280px, (min-width: 640px) 45vw, 100vw';
const ROWS_SIZES = '(max-width: 639.98px) 8.5rem, (min-width: 1200px) 280px, 45vw';

export const VehicleCard = memo(function VehicleCard({
  vehicle,
  headingLevel = 3,
  imageLoading = 'lazy',
  imagePriority = false,
  firstScreen = false,
  rowsOnPhones = false,
  linkRef,
  actions,
  compare = false,
}: Props) {
  registerVehiclesTexts();
  const { t, lang } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const dash = t('vehicles.dash');
  const price = formatVehiclePrice(vehicle.price, {
    currency: t('common.currency.vehicle'),
    negotiable: t('common.currency.negotiable'),
  });
  const mileage =
    vehicle.mileageKm === null
      ? dash
      : t('vehicles.units.km', { n: formatNumber(vehicle.mileageKm) });
  const title = vehicleTitle(vehicle, t('vehicles.untitled'));
  const priceCheck = usePriceCheck(vehicle);
  const href = paths.vehicle.getHref(vehicle.id);

  return (
    <article className="card vehicle-card">
      <VehicleImage
        src={vehicle.image}
        alt={title}
        className="vehicle-card-media"
        loading={imagePriority ? 'eager' : imageLoading}
        afterPaint={!firstScreen}
        fetchPriority={imagePriority ? 'high' : undefined}
        sizes={rowsOnPhones ? ROWS_SIZES : CARD_SIZES}
      />
      <div className="card-body vehicle-card-body">
        <Heading className="card-title vehicle-card-title">
          {/* Covers the card, so a tap on the photo or the title opens the ad; Find out more
              stays the card's one keyboard stop. */}
          <Link to={href} className="vehicle-card-title-link" tabIndex={-1}>
            {title}
          </Link>
        </Heading>
        <p className="vehicle-card-price">
          {price}
          {vehicle.soldAt ? (
            <span className="badge badge-sold vehicle-card-sold">{t('vehicles.card.sold')}</span>
          ) : (
            <PriceBadge check={priceCheck} />
          )}
        </p>
        <dl className="vehicle-card-meta">
          <div>
            <dt>{t('vehicles.card.year')}</dt>
            <dd>{vehicle.year}</dd>
          </div>
          <div className="vehicle-card-mileage">
            <dt>{t('vehicles.card.mileage')}</dt>
            <dd>{mileage}</dd>
          </div>
          <div>
            <dt>{t('vehicles.card.location')}</dt>
            <dd>{placeName(vehicle.location, lang) || dash}</dd>
          </div>
        </dl>
        <Link
          ref={linkRef}
          className="btn btn-secondary btn-block vehicle-card-link"
          to={href}
          aria-label={t('vehicles.card.findOutMoreAbout', { title })}
        >
          {t('vehicles.card.findOutMore')}
        </Link>
        {(actions || compare) && (
          <div className="vehicle-card-actions">
            {compare && <CompareToggle vehicle={vehicle} />}
            {actions}
          </div>
        )}
      </div>
    </article>
  );
});
