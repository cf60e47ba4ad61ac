import { lazy, Suspense } from 'react';
import { leaseQuote } from '@/domain/leasing/lease-quote';
import { LOAN_TO_VALUE_RULES } from '@/domain/leasing/loan-to-value';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { useHydrated } from '@/hooks/use-hydrated';
import { formatVehiclePrice } from '@/i18n/format';
import { registerBuyerTexts } from '@/i18n/namespaces/buyer';
import { useTranslation } from '@/i18n/use-translation';
import { loadChunk } from '@/lib/load-chunk';
import { usePageData } from '@/lib/page-data';
import { leaseSetup } from '../lib/lease-setup';
import { LeaseFields, LeaseResult } from './lease-fields';
import './leasing-card.css';

// The form library comes with the live form only: the page's own load stays small.
const LeasingForm = lazy(() => loadChunk(() => import('./leasing-form')));

/**
 * The leasing calculator of an ad with a price. The server's HTML (and the page until the form's
 * chunk arrives) shows it filled in with the defaults and their sums; then the live form takes
 * over in place.
 */
export function LeasingCard({ vehicle }: { vehicle: Vehicle }) {
  registerBuyerTexts();
  const { t } = useTranslation();
  const live = useHydrated();
  // The moderators' rules when the server rendered the page; the domain's table otherwise.
  const rules = usePageData().leaseRules;
  if (vehicle.price === null || vehicle.price <= 0 || vehicle.soldAt) return null;
  const setup = leaseSetup(vehicle.price, vehicle.type, rules ?? LOAN_TO_VALUE_RULES);
  const money = (value: number) =>
    formatVehiclePrice(value, { currency: t('common.currency.vehicle'), negotiable: '' });
  const shown = <StaticLeasing setup={setup} />;
  return (
    <section className="card card-body vd-card lease-card" aria-labelledby="lease-title">
      <h2 id="lease-title" className="vd-card-title">
        {t('buyer.leasing.title')}
      </h2>
      <p className="hint">{t('buyer.leasing.intro')}</p>
      <p className="lease-cap">
        {t('buyer.leasing.capReason', {
          percent: String(Math.round(setup.cap * 100)),
          amount: money(setup.minDown),
        })}
      </p>
      {live ? (
        <Suspense fallback={shown}>
          <LeasingForm setup={setup} />
        </Suspense>
      ) : (
        shown
      )}
      <p className="hint lease-rules">
        {t('buyer.leasing.rulesAsOf', {
          date: setup.rules.asOf,
          // The Central Bank's own title reads in the page's language; an edited one as written.
          source:
            setup.rules.source === LOAN_TO_VALUE_RULES.source
              ? t('buyer.leasing.centralBankSource')
              : setup.rules.source,
        })}{' '}
        {t('buyer.leasing.estimate')}
      </p>
    </section>
  );
}

/** The defaults and their sums, as plain HTML: complete with JavaScript off. */
function StaticLeasing({ setup }: { setup: ReturnType<typeof leaseSetup> }) {
  const { defaults } = setup;
  const quote = leaseQuote({
    price: setup.price,
    downPayment: Number(defaults.downPayment),
    months: Number(defaults.months),
    yearlyRate: Number(defaults.yearlyRate),
    method: defaults.method,
  });
  return (
    <div className="lease-form">
      <LeaseFields
        controls={{
          text: (name) => ({ name, defaultValue: defaults[name], readOnly: true }),
          method: { name: 'method', defaultValue: defaults.method, disabled: true },
          errors: {},
        }}
      />
      <LeaseResult quote={quote} />
    </div>
  );
}
