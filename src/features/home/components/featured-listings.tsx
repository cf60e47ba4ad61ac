import { Suspense, use, useMemo } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { toFeaturedListing, type FeaturedListing } from '@/data/featured-listing';
import { loadedPlaceName as placeName } from '@/data/place-names';
import { PhotoAfterPaint } from '@/components/ui/photo-after-paint';
import { formatVehiclePrice } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import { usePageData } from '@/lib/page-data';
import { getFeaturedListings } from '../api/get-featured-listings';

const CARD_COUNT = 4;

function FeaturedCard({ listing }: { listing: FeaturedListing }) {
  const { t, lang } = useTranslation();
  return (
    <article className="card home-featured-card">
      <PhotoAfterPaint
        className="card-media"
        width={800}
        height={600}
        photo={
          <img
            className="card-media"
            src={listing.image || '/favicon.svg'}
            alt=""
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
          />
        }
      />
      <div className="card-body home-featured-body">
        <h3 className="card-title">
          <Link to={paths.vehicle.getHref(listing.id)} className="home-featured-link">
            {listing.title}
          </Link>
        </h3>
        <p className="home-featured-price">
          {formatVehiclePrice(listing.price, {
            currency: t('common.currency.vehicle'),
            negotiable: t('common.currency.negotiable'),
          })}
        </p>
        <ul className="home-featured-meta" role="list">
          <li className="badge badge-primary">
            {t(`home.featured.conditions.${listing.condition}`)}
          </li>
          <li className="badge">{t('home.featured.year', { year: listing.year })}</li>
          <li className="badge">{placeName(listing.location, lang)}</li>
        </ul>
        <span className="home-featured-more" aria-hidden="true">
          {t('home.featured.more')} →
        </span>
      </div>
    </article>
  );
}

function FeaturedGrid({ listings }: { listings: Promise<FeaturedListing[] | null> }) {
  const { t } = useTranslation();
  const result = use(listings);
  if (!result) return <p className="alert">{t('home.featured.error')}</p>;
  return <FeaturedList listings={result} />;
}

function FeaturedList({ listings }: { listings: readonly FeaturedListing[] }) {
  return (
    <ul className="home-featured-grid" role="list">
      {listings.map((listing) => (
        <li key={listing.id}>
          <FeaturedCard listing={listing} />
        </li>
      ))}
    </ul>
  );
}

function FeaturedSkeleton() {
  return (
    <ul className="home-featured-grid" aria-hidden="true">
      {Array.from({ length: CARD_COUNT }, (_, index) => (
        <li key={index} className="card home-featured-skeleton" />
      ))}
    </ul>
  );
}

/**
 * Served by the marketplace server: everyone's newest ads, from the home page's loader (rendered
 * with the page, or asked on navigation). The prerendered HTML and a static host show the sample
 * cards; if the server did not answer, the samples stay.
 */
function useNewestListings(): FeaturedListing[] | null {
  const latest = usePageData().latest;
  return useMemo(
    () => (latest && latest.length > 0 ? latest.slice(0, CARD_COUNT).map(toFeaturedListing) : null),
    [latest],
  );
}

export function FeaturedListings({ id }: { id: string }) {
  const { t } = useTranslation();
  const newest = useNewestListings();
  return (
    <section id={id} className="container section home-featured" aria-labelledby={`${id}-title`}>
      <div className="home-featured-head">
        <h2 id={`${id}-title`} className="section-title">
          {t('home.featured.title')}
        </h2>
        <Link to={paths.browse.getHref('all')} className="btn btn-secondary btn-sm">
          {t('home.featured.viewAll')}
        </Link>
      </div>
      {newest ? (
        <FeaturedList listings={newest} />
      ) : (
        <Suspense fallback={<FeaturedSkeleton />}>
          <FeaturedGrid listings={getFeaturedListings()} />
        </Suspense>
      )}
    </section>
  );
}
