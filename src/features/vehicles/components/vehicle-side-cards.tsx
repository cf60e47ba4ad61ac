import { CompareToggle } from '@/components/compare/compare-toggle';
import { MessageSeller } from '@/components/messages/message-seller';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useLoadedSamples } from '@/data/sample-store';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { formatVehiclePrice } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import { getDisplayPhone, getTelHref, getWhatsAppHref } from '@/domain/vehicles/contact-links';
import { SafetyNote } from '@/components/ui/safety-note';
import { useSafetyNote } from '@/hooks/use-safety-note';
import { useSavedAd } from '@/hooks/use-saved-ad';
import { PriceCheckNote } from './price-check-note';

/** The price, and Save, which keeps the ad in this browser's saved list. */
export function VehiclePriceCard({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const { saved, toggle, failed } = useSavedAd(vehicle.id);
  return (
    <section className="card card-body vd-card vd-price-card" aria-labelledby="vd-price-title">
      <h2 id="vd-price-title" className="vd-card-title">
        {t('vehicles.detail.price.title')}
      </h2>
      <p className="vd-price">
        {formatVehiclePrice(vehicle.price, {
          currency: t('common.currency.vehicle'),
          negotiable: t('common.currency.negotiable'),
        })}
        {vehicle.soldAt ? (
          <span className="badge badge-sold vd-sold">{t('vehicles.card.sold')}</span>
        ) : null}
      </p>
      <PriceCheckNote vehicle={vehicle} />
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
      <p className="hint">
        {t('vehicles.detail.save.hint')}{' '}
        <Link to={paths.saved.getHref()}>{t('vehicles.detail.save.viewSaved')}</Link>
      </p>
      {failed && (
        <p className="error-text" role="alert">
          {t('vehicles.detail.save.failed')}
        </p>
      )}
      {/* Compare: up to three ads side by side, with the "Compare (n)" link (features/compare). */}
      <div className="vd-compare">
        <CompareToggle vehicle={vehicle} withLink block />
      </div>
    </section>
  );
}

/** What the contact card needs of an ad: a vehicle's, or a part or gear ad's (its page reuses it). */
export type ContactedAd = Pick<
  Vehicle,
  'id' | 'title' | 'phone' | 'phoneHidden' | 'soldAt' | 'sample'
>;

/**
 * The seller's phone with Call and WhatsApp links (the provider's number when there is none).
 * A seller who turned "Show my number" off (`phoneHidden`, set by the server) gets no number,
 * no Call and no WhatsApp here: the ad offers messages only.
 */
export function VehicleContactCard({
  vehicle,
  soldNote,
}: {
  vehicle: ContactedAd;
  /** What a sold ad says instead of its contacts (a part or gear ad: "This item has been sold"). */
  soldNote?: string;
}) {
  const { t } = useTranslation();
  const hidden = vehicle.phoneHidden === true;
  const hasPhone = !hidden && /\d/.test(vehicle.phone);
  const newTab = t('common.a11y.newTab');
  const safety = useSafetyNote();
  // On a static host the samples are loaded; the server marks the ones it seeded.
  const samples = useLoadedSamples();
  const isSample = vehicle.sample === true || samples.some((sample) => sample.id === vehicle.id);
  return (
    <section className="card card-body vd-card vd-contact-card" aria-labelledby="vd-contact-title">
      <h2 id="vd-contact-title" className="vd-card-title">
        {t('vehicles.detail.contact.title')}
      </h2>
      {vehicle.soldAt ? (
        // Sold: the seller is not waiting for calls about it any more.
        <p className="vd-sold-note">{soldNote ?? t('vehicles.detail.gone.sold')}</p>
      ) : hidden ? (
        // "Show my number" off: Message seller is the one way to reach the seller.
        <div className="stack">
          <p className="vd-messages-only">{t('vehicles.detail.contact.messagesOnly')}</p>
          <MessageSeller
            adId={vehicle.id}
            title={vehicle.title}
            sample={vehicle.sample === true}
            sold={!!vehicle.soldAt}
          />
        </div>
      ) : (
        <>
          <p className="vd-phone">{getDisplayPhone(vehicle.phone)}</p>
          <div className="stack">
            <a
              className="btn btn-primary btn-block"
              href={getTelHref(vehicle.phone)}
              onClick={safety.onContact}
            >
              {t('vehicles.detail.contact.call')}
            </a>
            <a
              className="btn btn-whatsapp btn-block"
              href={getWhatsAppHref(vehicle.phone)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t('vehicles.detail.contact.chat')} ${newTab}`}
              onClick={safety.onContact}
            >
              {t('vehicles.detail.contact.chat')}
            </a>
            {/* On the marketplace server: write to the seller here, with the scam guard. */}
            <MessageSeller
              adId={vehicle.id}
              title={vehicle.title}
              sample={vehicle.sample === true}
              sold={!!vehicle.soldAt}
            />
          </div>
          <SafetyNote shown={safety.shown} />
        </>
      )}
      {!hasPhone && !hidden && !vehicle.soldAt && (
        <p className="hint">{t('vehicles.detail.contact.providerNote')}</p>
      )}
      {hasPhone && isSample && <p className="hint">{t('vehicles.detail.contact.sampleNote')}</p>}
    </section>
  );
}
