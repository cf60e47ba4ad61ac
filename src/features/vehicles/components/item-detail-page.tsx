import { Link, useLocalizedPath } from '@/components/ui/link';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { loadedPlaceName as placeName } from '@/data/place-names';
import type { ItemAd, PartAd } from '@/domain/listings/item-schema';
import { useBrowserValue } from '@/hooks/use-hydrated';
import { formatPostedDate, formatVehiclePrice } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import type { GoneAd } from '@/lib/api/api-client';
import { usePageData } from '@/lib/page-data';
import { BackButton } from './vehicle-detail-page';
import { VehicleGallery } from './vehicle-gallery';
import { VehicleReport } from './vehicle-report';
import { VehicleShare } from './vehicle-share';
import { VehicleContactCard } from './vehicle-side-cards';
import { VehicleUnreachable } from './vehicle-unreachable';
import { galleryPhotos } from '../lib/gallery';
import { PREVIEW_SIZE } from '../lib/vehicle-head';
import { useItemAnywhere } from '../api/use-item';
import { itemHead } from '../lib/item-head';
import { useVisitorBikeFit } from '../lib/visitor-bike';
import { ItemDetails, ItemFitment, ItemPapersNote, ItemPriceCard, SlsWarning } from './item-cards';
import './item-detail-page.css';

/** A part's list, or gear's: where Back and "Browse" lead. */
const listOf = (kind: string) => paths.home.getHref(kind === 'gear' ? 'biker-gear' : 'spare-parts');

/** The page of one spare part or riding gear ad, `/item/{id}`; or why there is none. */
export function ItemDetailPage({ id }: { id: string }) {
  const { ad, gone, previews, loading, failed } = useItemAnywhere(id);
  if (ad) return <ItemDetail ad={ad} preview={previews} />;
  if (gone) return <ItemGone gone={gone} />;
  // A server that did not answer says nothing about the ad: never "not found".
  if (failed) return <VehicleUnreachable />;
  return loading ? <ItemLoading /> : <ItemNotFound />;
}

function ItemLoading() {
  const { t } = useTranslation();
  return (
    <main id="main" className="container page vehicle-detail-page" tabIndex={-1}>
      <p className="vd-loading" role="status">
        {t('itemPage.loading')}
      </p>
    </main>
  );
}

function ItemNotFound() {
  const { t } = useTranslation();
  return (
    <main id="main" className="container page vehicle-detail-page" tabIndex={-1}>
      <PageMeta
        title={t('itemPage.notFound.title')}
        description={t('itemPage.meta.notFound')}
        noindex
      />
      <BackButton fallback={listOf('part')} />
      <div className="empty-state vd-not-found">
        <h1 className="page-title">{t('itemPage.notFound.title')}</h1>
        <p>{t('itemPage.notFound.body')}</p>
        <p className="id-browse">
          <Link className="btn btn-primary" to={listOf('part')}>
            {t('itemPage.notFound.parts')}
          </Link>
          <Link className="btn btn-secondary" to={listOf('gear')}>
            {t('itemPage.notFound.gear')}
          </Link>
        </p>
      </div>
    </main>
  );
}

/** An ad that was listed once: says plainly why it is gone and leads to its list. */
function ItemGone({ gone }: { gone: GoneAd }) {
  const { t } = useTranslation();
  const list = listOf(gone.type);
  return (
    <main id="main" className="container page vehicle-detail-page" tabIndex={-1}>
      <PageMeta
        title={t(`itemPage.gone.${gone.reason}`)}
        description={t('itemPage.meta.notFound')}
        noindex
      />
      <BackButton fallback={list} />
      <div className="empty-state vd-not-found">
        <h1 className="page-title">{t(`itemPage.gone.${gone.reason}`)}</h1>
        <p>{t('itemPage.gone.body')}</p>
        <Link to={list} className="btn btn-primary">
          {gone.type === 'gear' ? t('itemPage.notFound.gear') : t('itemPage.notFound.parts')}
        </Link>
      </div>
    </main>
  );
}

const readOrigin = () => window.location.origin;

/** A part's fitment, with whether it is listed for the visitor's "My bike" (when one is set). */
function PartFitment({ part }: { part: PartAd }) {
  return <ItemFitment part={part} bikeFit={useVisitorBikeFit(part)} />;
}

function ItemDetail({
  ad,
  preview: previews,
}: {
  ad: ItemAd;
  preview: Partial<Record<string, string>> | undefined;
}) {
  const { t, lang } = useTranslation();
  const title = ad.title.trim() || t('itemPage.untitled');
  const price = formatVehiclePrice(ad.price, {
    currency: t('common.currency.item'),
    negotiable: t('common.currency.negotiable'),
  });
  const place = placeName(ad.location, lang);
  const category =
    ad.kind === 'part'
      ? t(`spareParts.categories.${ad.category}`)
      : t(`bikerGear.categories.${ad.category}`);
  // Share links name this site's address; the rendered page names the public one.
  const publicOrigin = usePageData().origin ?? site.url;
  const origin = useBrowserValue(readOrigin, publicOrigin);
  const localized = useLocalizedPath();
  const href = paths.item.getHref(ad.id);
  const preview = previews?.[lang] ?? null;
  const head = itemHead(
    ad,
    {
      title,
      price,
      place,
      category,
      description: place
        ? t('itemPage.meta.description', { title, location: place })
        : t('itemPage.meta.descriptionNoLocation', { title }),
    },
    { origin: publicOrigin, url: `${publicOrigin}${localized(href)}`, previewImage: preview },
  );
  const photos = galleryPhotos(ad.image, ad.gallery);
  const posted = formatPostedDate(ad.postedAt);

  return (
    <main id="main" className="container page vehicle-detail-page item-detail-page" tabIndex={-1}>
      <PageMeta
        title={head.title}
        description={head.description}
        image={head.image}
        imageSize={preview ? PREVIEW_SIZE : undefined}
        path={href}
        type="product"
        jsonLd={head.jsonLd}
      />
      <BackButton fallback={listOf(ad.kind)} />
      <header className="vd-header">
        <h1 className="page-title vd-title" dir="auto">
          {title}
        </h1>
        <ul className="vd-facts" role="list">
          <li>
            <span className="badge badge-primary">{category}</span>
          </li>
          <li>{t(`itemPage.kinds.${ad.kind}`)}</li>
          {posted ? <li>{t('itemPage.posted', { date: posted })}</li> : null}
          {place ? <li>{place}</li> : null}
        </ul>
      </header>

      <div className="vd-layout">
        <div className="vd-main">
          <VehicleGallery key={ad.id} photos={photos} title={title} />
          <SlsWarning ad={ad} />
          <ItemDetails ad={ad} category={category} place={place} />
          {ad.kind === 'part' ? <PartFitment part={ad} /> : null}
          {ad.kind === 'part' && ad.carriesNumber ? <ItemPapersNote /> : null}
          {ad.description ? (
            <section
              className="card card-body vd-card vd-description-card"
              aria-labelledby="id-description-title"
            >
              <h2 id="id-description-title" className="vd-card-title">
                {t('itemPage.description')}
              </h2>
              {/* Text, never markup: React escapes it; CSS keeps the line breaks. */}
              <p className="vd-description" dir="auto">
                {ad.description}
              </p>
            </section>
          ) : null}
        </div>
        <div className="vd-side">
          <ItemPriceCard ad={ad} price={price} />
          <VehicleContactCard vehicle={ad} soldNote={t('itemPage.gone.sold')} />
          <VehicleShare url={`${origin}${localized(href)}`} title={title} />
          <VehicleReport vehicleId={ad.id} ads="items" />
        </div>
      </div>
    </main>
  );
}
