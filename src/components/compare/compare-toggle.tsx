import { useId, useState } from 'react';
import { COMPARE_MAX } from '@/domain/vehicles/compare-ids';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { vehicleTitle } from '@/domain/vehicles/vehicle-title';
import { useCompareIds } from '@/hooks/use-compare-ids';
import { registerCompareTexts } from '@/i18n/namespaces/compare';
import { useTranslation } from '@/i18n/use-translation';
import { toggleCompareId } from '@/lib/compare-list';
import { CompareIcon, CompareLink } from './compare-link';
import './compare.css';

/**
 * Compare / Added to compare, for a card or an ad page. A fourth ad is refused with a message
 * (and the link to the three), never dropped in silently. `withLink` adds "Compare (n)".
 */
export function CompareToggle({
  vehicle,
  withLink = false,
  block = false,
}: {
  vehicle: Vehicle;
  withLink?: boolean;
  block?: boolean;
}) {
  registerCompareTexts();
  const { t } = useTranslation();
  const vehicleId = vehicle.id;
  const title = vehicleTitle(vehicle, t('vehicles.untitled'));
  const ids = useCompareIds();
  const added = ids.includes(vehicleId);
  const label = added ? t('compare.toggle.added') : t('compare.toggle.add');
  const [problem, setProblem] = useState<'full' | 'failed' | null>(null);
  const messageId = useId();
  // A refusal stops applying once another ad leaves the list (here or in another tab).
  const shown = problem === 'full' && (added || ids.length < COMPARE_MAX) ? null : problem;

  function press() {
    try {
      setProblem(toggleCompareId(vehicleId) === 'full' ? 'full' : null);
    } catch (error) {
      console.warn('[compare] could not keep the choice', error);
      setProblem('failed');
    }
  }

  return (
    <>
      <button
        type="button"
        className={`btn ${added ? 'btn-accent' : 'btn-secondary'} ${block ? 'btn-block' : 'btn-sm'} compare-toggle`}
        // Names the ad (a list has one per card), starting with the words it shows.
        aria-label={`${label}: ${title}`}
        aria-pressed={added}
        aria-describedby={shown ? messageId : undefined}
        onClick={press}
      >
        <CompareIcon />
        <span className="compare-toggle-label">{label}</span>
      </button>
      {withLink && <CompareLink />}
      {shown && (
        <p id={messageId} className="error-text compare-toggle-message" role="alert">
          {t(`compare.toggle.${shown}`, { max: COMPARE_MAX })}{' '}
          {shown === 'full' && !withLink && <CompareLink />}
        </p>
      )}
    </>
  );
}
