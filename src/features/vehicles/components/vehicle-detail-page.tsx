import { Link, useLocation, useNavigate } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { site } from '@/config/site';
import { paths } from '@/config/paths';
import { placeName } from '@/data/places';
import { isSampleVehicle } from '@/data/sample-vehicles';
import { categoryOfType } from '@/domain/vehicles/vehicle-types';
import { type Vehicle } from '@/domain/vehicles/vehicle-schema';
import { formatPostedDate, formatVehiclePrice } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import { getDisplayPhone, getTelHref, getWhatsAppHref } from '@/domain/vehicles/contact-links';
import { vehicleTitle } from '@/domain/vehicles/vehicle-title';
import { useVehicle } from '../api/use-vehicles';
import { formatEngine, formatMileage, orDash } from '../lib/format-vehicle';
import { galleryPhotos } from '../lib/gallery';
import { useSavedVehicle } from './use-saved-vehicle';
import { VehicleGallery } from './vehicle-gallery';
import { VehicleShare } from './vehicle-share';
import './vehicle-detail-page.css';

/** The vehicle detail page `/vehicle/{id}` (SPEC §2), or Listing not found. */
export function VehicleDetailPage({ id }: { id: string }) {
  const vehicle = useVehicle(id);
  return vehicle ? <VehicleDetail vehicle={vehicle} /> : <VehicleNotFound />;
}

function BackButton({ fallback }: { fallback: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the first entry of this tab's history: the page was opened directly.
  const canGoBack = location.key !== 'default';
  return (
    <button
      type="button"
      className="btn btn-ghost vd-back"
      onClick={() => (canGoBack ? navigate(-1) : navigate(fallback))}
    >
      <span aria-hidden="true">←</span> {t('vehicles.detail.back')}
    </button>
  );
}

function VehicleNotFound() {
  const { t } = useTranslation();
  return (
    <main id="main" className="container page vehicle-detail-page" tabIndex={-1}>
      <PageMeta
        title={t('vehicles.detail.notFound.title')}
        description={t('vehicles.detail.meta.notFoundDescription')}
        noindex
      />
      <BackButton fallback={paths.browse.getHref('all')} />
      <div className="empty-state vd-not-found">
        <h1 className="page-title">{t('vehicles.detail.notFound.title')}</h1>
        <p>{t('vehicles.detail.notFound.body')}</p>
        <Link className="btn btn-primary" to={paths.browse.getHref('all')}>
          {t('vehicles.detail.notFound.browse')}
        </Link>
      </div>
    </main>
  );
}

type ValueKey = keyof ReturnType<typeof valueKeys>;
function valueKeys() {
  return {
    New: 'vehicles.detail.values.New',
    Used: 'vehicles.detail.values.Used',
    Automatic: 'vehicles.detail.values.Automatic',
    Manual: 'vehicles.detail.values.Manual',
    'Semi-automatic': 'vehicles.detail.values.semiAutomatic',
    Petrol: 'vehicles.detail.values.Petrol',
    Diesel: 'vehicles.detail.values.Diesel',
    Electric: 'vehicles.detail.values.Electric',
    Hybrid: 'vehicles.detail.values.Hybrid',
  } as const;
}
const knownValues = valueKeys();

/** Plain colour names, as sellers type them ("red", "Grey"); trade names stay as they are. */
function colourKeys() {
  return {
    red: 'vehicles.detail.values.Red',
    blue: 'vehicles.detail.values.Blue',
    black: 'vehicles.detail.values.Black',
    white: 'vehicles.detail.values.White',
    silver: 'vehicles.detail.values.Silver',
    grey: 'vehicles.detail.values.Grey',
    gray: 'vehicles.detail.values.Grey',
    green: 'vehicles.detail.values.Green',
    yellow: 'vehicles.detail.values.Yellow',
    orange: 'vehicles.detail.values.Orange',
    brown: 'vehicles.detail.values.Brown',
  } as const;
}
const knownColours = new Map(Object.entries(colourKeys()));

function VehicleDetail({ vehicle }: { vehicle: Vehicle }) {
  const { t, lang } = useTranslation();
  const { saved, toggle, failed } = useSavedVehicle(vehicle.id);
  const dash = t('vehicles.dash');
  const title = vehicleTitle(vehicle, t('vehicles.untitled'));
  const photos = galleryPhotos(vehicle.image, vehicle.gallery);
  const units = {
    dash,
    km: (n: string) => t('vehicles.units.km', { n }),
    cc: (n: string) => t('vehicles.units.cc', { n }),
  };
  const translateValue = (value: string | null) => {
    const text = orDash(value, dash);
    return Object.hasOwn(knownValues, text) ? t(knownValues[text as ValueKey]) : text;
  };
  const translateColour = (value: string | null) => {
    const text = orDash(value, dash);
    const colourKey = knownColours.get(text.toLowerCase());
    return colourKey ? t(colourKey) : text;
  };
  const posted = formatPostedDate(vehicle.postedAt) ?? dash;
  // Prerendered at build time (no window): the canonical site address.
  const origin = typeof window === 'undefined' ? site.url : window.location.origin;
  const pageUrl = `${origin}${paths.vehicle.getHref(vehicle.id)}`;
  const hasPhone = /\d/.test(vehicle.phone);
  const newTab = t('common.a11y.newTab');

  const core: [string, string][] = [
    [t('vehicles.detail.core.make'), orDash(vehicle.make, dash)],
    [t('vehicles.detail.core.model'), orDash(vehicle.model, dash)],
    [t('vehicles.detail.core.year'), orDash(vehicle.year, dash)],
    [t('vehicles.detail.core.registerYear'), orDash(vehicle.registerYear, dash)],
    [t('vehicles.detail.core.mileage'), formatMileage(vehicle.mileageKm, units)],
    [t('vehicles.detail.core.engine'), formatEngine(vehicle.engineCapacityCc, units)],
    [t('vehicles.detail.core.transmission'), translateValue(vehicle.transmission)],
    [t('vehicles.detail.core.fuel'), translateValue(vehicle.fuelType)],
    [t('vehicles.detail.core.colour'), translateColour(vehicle.color)],
    [t('vehicles.detail.core.condition'), translateValue(vehicle.condition)],
  ];

  return (
    <main id="main" className="container page vehicle-detail-page" tabIndex={-1}>
      <PageMeta
        title={title}
        description={
          vehicle.location
            ? t('common.meta.vehicleDescription', {
                title,
                location: placeName(vehicle.location, lang),
              })
            : t('common.meta.vehicleDescriptionNoLocation', { title })
        }
        path={paths.vehicle.getHref(vehicle.id)}
      />
      <BackButton fallback={paths.browse.getHref(categoryOfType(vehicle.type))} />

      <header className="vd-header">
        <h1 className="page-title vd-title">{title}</h1>
        <ul className="vd-facts" role="list">
          <li>
            <span className="badge badge-primary">
              <span aria-hidden="true">{orDash(vehicle.make, dash)}</span>
              <span className="visually-hidden">
                {t('vehicles.detail.makePill', { make: orDash(vehicle.make, dash) })}
              </span>
            </span>
          </li>
          <li>{t('vehicles.detail.posted', { date: posted })}</li>
          <li>{orDash(placeName(vehicle.location, lang), dash)}</li>
          <li>{t('vehicles.detail.views')}</li>
        </ul>
      </header>

      <div className="vd-layout">
        <div className="vd-main">
          <VehicleGallery key={vehicle.id} photos={photos} title={title} />

          <section className="card card-body vd-card vd-core-card" aria-labelledby="vd-core-title">
            <h2 id="vd-core-title" className="vd-card-title">
              {t('vehicles.detail.core.title')}
            </h2>
            <dl className="vd-core">
              {core.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>

        <div className="vd-side">
          <section
            className="card card-body vd-card vd-price-card"
            aria-labelledby="vd-price-title"
          >
            <h2 id="vd-price-title" className="vd-card-title">
              {t('vehicles.detail.price.title')}
            </h2>
            <p className="vd-price">
              {formatVehiclePrice(vehicle.price, {
                currency: t('common.currency.vehicle'),
                negotiable: t('common.currency.negotiable'),
              })}
            </p>
            {vehicle.price === null && (
              <p className="hint">{t('vehicles.detail.price.negotiableHint')}</p>
            )}
            <button
              type="button"
              className={`btn btn-block ${saved ? 'btn-accent' : 'btn-secondary'} vd-save`}
              aria-pressed={saved}
              onClick={toggle}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z"
                  fill={saved ? 'currentColor' : 'none'}
                  stroke="currentColor"
                  strokeWidth="2"
                />
              </svg>
              {saved ? t('vehicles.detail.save.saved') : t('vehicles.detail.save.save')}
            </button>
            <p className="hint">{t('vehicles.detail.save.hint')}</p>
            {failed && (
              <p className="error-text" role="alert">
                {t('vehicles.detail.save.failed')}
              </p>
            )}
          </section>

          <section
            className="card card-body vd-card vd-contact-card"
            aria-labelledby="vd-contact-title"
          >
            <h2 id="vd-contact-title" className="vd-card-title">
              {t('vehicles.detail.contact.title')}
            </h2>
            <p className="vd-phone">{getDisplayPhone(vehicle.phone)}</p>
            <div className="stack">
              <a className="btn btn-primary btn-block" href={getTelHref(vehicle.phone)}>
                {t('vehicles.detail.contact.call')}
              </a>
              <a
                className="btn btn-whatsapp btn-block"
                href={getWhatsAppHref(vehicle.phone)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t('vehicles.detail.contact.chat')} ${newTab}`}
              >
                {t('vehicles.detail.contact.chat')}
              </a>
            </div>
            {!hasPhone && <p className="hint">{t('vehicles.detail.contact.providerNote')}</p>}
            {hasPhone && isSampleVehicle(vehicle) && (
              <p className="hint">{t('vehicles.detail.contact.sampleNote')}</p>
            )}
          </section>

          <VehicleShare url={pageUrl} title={title} />
        </div>
      </div>
    </main>
  );
}
