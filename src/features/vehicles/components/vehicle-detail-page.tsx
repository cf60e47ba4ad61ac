import { useLocation } from 'react-router';
import { Link, useLocalizedNavigate, useLocalizedPath } from '@/components/ui/link';
import { PageMeta } from '@/components/ui/page-meta';
import { site } from '@/config/site';
import { paths } from '@/config/paths';
import { loadedPlaceName as placeName } from '@/data/place-names';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { vehicleTitle } from '@/domain/vehicles/vehicle-title';
import { categoryOfType, isVehicleType } from '@/domain/vehicles/vehicle-types';
import { useBrowserValue } from '@/hooks/use-hydrated';
import { formatPostedDate } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import { formatVehiclePrice } from '@/i18n/format';
import { usePageData } from '@/lib/page-data';
import type { GoneAd } from '@/lib/api/api-client';
import { useVehicleAnywhere } from '../api/use-vehicles';
import { orDash } from '../lib/format-vehicle';
import { island } from '@/lib/island';
import { PREVIEW_SIZE, vehicleHead } from '../lib/vehicle-head';
import { SavedCopyNotice, VehicleUnreachable } from './vehicle-unreachable';
// The body's styles, here so the page's HTML inlines them (the body's code is an island).
import '@/components/compare/compare.css';
import '@/components/vehicle/price-badge.css';
import '@/components/vehicle/vehicle-image.css';
import './leasing-card.css';
import './vehicle-detail-page.css';
import './vehicle-detail-report.css';

/** Photos, details, leasing, price, contact, share and report: they hydrate after the header. */
const { Island: VehicleDetailBody } = island(
  async () => (await import('./vehicle-detail-body')).default,
);

/** The vehicle detail page `/vehicle/{id}`, or Listing not found. */
export function VehicleDetailPage({ id }: { id: string }) {
  const { vehicle, loading, gone, unreachable, held } = useVehicleAnywhere(id);
  if (vehicle) {
    return (
      <VehicleDetail
        vehicle={vehicle}
        savedAt={unreachable?.savedAt ?? null}
        held={held === true}
      />
    );
  }
  if (gone) return <VehicleGone gone={gone} />;
  // A server that did not answer says nothing about the ad: never "Listing not found".
  if (unreachable) return <VehicleUnreachable />;
  return loading ? <VehicleLoading /> : <VehicleNotFound />;
}

/** An ad that was listed once: says plainly why it is gone and offers similar ads. */
function VehicleGone({ gone }: { gone: GoneAd }) {
  const { t } = useTranslation();
  const type = isVehicleType(gone.type) ? gone.type : 'all';
  const similar = gone.make
    ? paths.browse.getHref(type, new URLSearchParams({ make: gone.make }).toString())
    : paths.browse.getHref(type);
  return (
    <main id="main" className="container page vehicle-detail-page" tabIndex={-1}>
      <PageMeta
        title={t(`vehicles.detail.gone.${gone.reason}`)}
        description={t('vehicles.detail.meta.notFoundDescription')}
        noindex
      />
      <BackButton fallback={similar} />
      <div className="empty-state vd-not-found">
        <h1 className="page-title">{t(`vehicles.detail.gone.${gone.reason}`)}</h1>
        <p>{t('vehicles.detail.gone.body')}</p>
        <Link to={similar} className="btn btn-primary">
          {gone.make
            ? t('vehicles.detail.gone.similarMake', { make: gone.make })
            : t('vehicles.detail.gone.similar')}
        </Link>
      </div>
    </main>
  );
}

function VehicleLoading() {
  const { t } = useTranslation();
  return (
    <main id="main" className="container page vehicle-detail-page" tabIndex={-1}>
      <p className="vd-loading" role="status">
        {t('vehicles.server.loading')}
      </p>
    </main>
  );
}

const readOrigin = () => window.location.origin;

export function BackButton({ fallback }: { fallback: string }) {
  const { t } = useTranslation();
  const navigate = useLocalizedNavigate();
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

/** The owner's own ad that waits for a check: only this browser shows it, and says so. */
function HeldNotice({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div className="alert stack vd-held" role="status">
      <strong>{t('vehicles.detail.held.title')}</strong>
      <p>{t('vehicles.detail.held.body')}</p>
      <Link className="btn btn-secondary btn-sm" to={paths.manage.getHref(id)}>
        {t('vehicles.detail.held.manage')}
      </Link>
    </div>
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

function VehicleDetail({
  vehicle,
  savedAt,
  held,
}: {
  vehicle: Vehicle;
  savedAt: string | null;
  held: boolean;
}) {
  const { t, lang } = useTranslation();
  const dash = t('vehicles.dash');
  const title = vehicleTitle(vehicle, t('vehicles.untitled'));
  const posted = formatPostedDate(vehicle.postedAt) ?? dash;
  // Share links name this site's address; the rendered page names the public one.
  const pageData = usePageData();
  const publicOrigin = pageData.origin ?? site.url;
  const preview = pageData.vehicle?.id === vehicle.id ? pageData.vehicle.previews?.[lang] : null;
  const origin = useBrowserValue(readOrigin, publicOrigin);
  // In the page's language: a Sinhala page shares its Sinhala address.
  const localized = useLocalizedPath();
  const pageUrl = `${origin}${localized(paths.vehicle.getHref(vehicle.id))}`;
  const place = placeName(vehicle.location, lang);
  const head = vehicleHead(
    vehicle,
    {
      title,
      price: formatVehiclePrice(vehicle.price, {
        currency: t('common.currency.vehicle'),
        negotiable: t('common.currency.negotiable'),
      }),
      place,
      // A sold ad's link preview must not invite calls: it says it is sold.
      description: vehicle.soldAt
        ? t('common.meta.vehicleDescriptionSold', { title })
        : place
          ? t('common.meta.vehicleDescription', { title, location: place })
          : t('common.meta.vehicleDescriptionNoLocation', { title }),
    },
    {
      origin: publicOrigin,
      url: `${publicOrigin}${localized(paths.vehicle.getHref(vehicle.id))}`,
      previewImage: preview,
    },
  );

  return (
    <main id="main" className="container page vehicle-detail-page" tabIndex={-1}>
      <PageMeta
        title={head.title}
        description={head.description}
        image={head.image}
        imageSize={preview ? PREVIEW_SIZE : undefined}
        path={paths.vehicle.getHref(vehicle.id)}
        noindex={head.noindex}
        type="product"
        jsonLd={head.jsonLd}
      />
      <BackButton fallback={paths.browse.getHref(categoryOfType(vehicle.type))} />
      {savedAt ? <SavedCopyNotice savedAt={savedAt} /> : null}
      {held ? <HeldNotice id={vehicle.id} /> : null}

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

      <VehicleDetailBody vehicle={vehicle} title={title} pageUrl={pageUrl} />
    </main>
  );
}
