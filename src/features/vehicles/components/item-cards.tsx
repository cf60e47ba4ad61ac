import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { fitmentText, lacksSlsMark } from '@/domain/listings/item-rules';
import type { ItemAd, PartAd } from '@/domain/listings/item-schema';
import type { BikeFit } from '../lib/visitor-bike';
import { useTranslation } from '@/i18n/use-translation';
import { useSavedAd } from '@/hooks/use-saved-ad';

/** A helmet without the SLS mark says so before anything else below its photos. */
export function SlsWarning({ ad }: { ad: ItemAd }) {
  const { t } = useTranslation();
  if (!lacksSlsMark(ad)) return null;
  return (
    <p className="alert alert-error id-sls-warning" role="note">
      <strong>{t('itemPage.sls.no')}</strong>
    </p>
  );
}

/** Category, brand, condition, and a part's number or gear's size, helmet type and SLS mark. */
export function ItemDetails({
  ad,
  category,
  place,
}: {
  ad: ItemAd;
  category: string;
  place: string;
}) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [t('itemPage.details.category'), category],
    [t('itemPage.details.brand'), ad.brand],
    [t('itemPage.details.condition'), t(`itemPage.conditions.${ad.condition}`)],
  ];
  if (ad.kind === 'part') {
    if (ad.partNumber) rows.push([t('itemPage.details.partNumber'), ad.partNumber]);
  } else {
    rows.push([t('itemPage.details.size'), ad.size]);
    if (ad.helmetCm !== null) {
      rows.push([
        t('itemPage.details.helmetSize'),
        t('itemPage.details.helmetCm', { cm: ad.helmetCm }),
      ]);
    }
    if (ad.helmetType) {
      rows.push([t('itemPage.details.helmetType'), t(`itemPage.helmetTypes.${ad.helmetType}`)]);
    }
    if (ad.category === 'helmets' && ad.slsMark !== null) {
      rows.push([
        t('itemPage.details.sls'),
        ad.slsMark ? t('itemPage.sls.yes') : t('itemPage.sls.absent'),
      ]);
    }
  }
  if (place) rows.push([t('itemPage.details.location'), place]);
  return (
    <section className="card card-body vd-card id-details" aria-labelledby="id-details-title">
      <h2 id="id-details-title" className="vd-card-title">
        {t('itemPage.details.title')}
      </h2>
      <dl className="vd-core">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The bikes a part fits, or "fits any bike"; with the visitor's "My bike", whether it is one. */
export function ItemFitment({ part, bikeFit }: { part: PartAd; bikeFit: BikeFit | null }) {
  const { t } = useTranslation();
  const bikeName = bikeFit?.bike ?? '';
  const fits = bikeFit ? bikeFit.fits : null;
  return (
    <section className="card card-body vd-card id-fitment" aria-labelledby="id-fitment-title">
      <h2 id="id-fitment-title" className="vd-card-title">
        {t('itemPage.fitment.title')}
      </h2>
      {part.fitsAnyBike ? (
        <p className="id-fits-any">{t('itemPage.fitment.any')}</p>
      ) : part.fitment.length > 0 ? (
        <ul className="id-fit-list">
          {part.fitment.map((fit, index) => (
            <li key={index} dir="auto">
              {fitmentText(fit)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{t('itemPage.fitment.none')}</p>
      )}
      {fits !== null ? (
        <p className={`id-my-bike ${fits ? 'id-my-bike-fits' : ''}`} role="status">
          {fits
            ? t('itemPage.myBike.fits', { bike: bikeName })
            : t('itemPage.myBike.notListed', { bike: bikeName })}
        </p>
      ) : null}
    </section>
  );
}

/** A part with an engine or chassis number: buyers match it against the papers. */
export function ItemPapersNote() {
  const { t } = useTranslation();
  return (
    <section className="alert id-papers" aria-labelledby="id-papers-title">
      <h2 id="id-papers-title" className="vd-card-title">
        {t('itemPage.papers.title')}
      </h2>
      <p>{t('itemPage.papers.body')}</p>
    </section>
  );
}

/** The price ("Rs. 4,500" or Negotiable), and Save, which keeps the ad in this browser. */
export function ItemPriceCard({ ad, price }: { ad: ItemAd; price: string }) {
  const { t } = useTranslation();
  const { saved, toggle, failed } = useSavedAd(ad.id);
  return (
    <section className="card card-body vd-card vd-price-card" aria-labelledby="id-price-title">
      <h2 id="id-price-title" className="vd-card-title">
        {t('vehicles.detail.price.title')}
      </h2>
      <p className="vd-price">
        {price}
        {ad.soldAt ? (
          <span className="badge badge-sold vd-sold">{t('vehicles.card.sold')}</span>
        ) : null}
      </p>
      {ad.price === null && <p className="hint">{t('vehicles.detail.price.negotiableHint')}</p>}
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
      <p className="hint">
        {t('vehicles.detail.save.hint')}{' '}
        <Link to={paths.saved.getHref()}>{t('vehicles.detail.save.viewSaved')}</Link>
      </p>
      {failed && (
        <p className="error-text" role="alert">
          {t('vehicles.detail.save.failed')}
        </p>
      )}
    </section>
  );
}
