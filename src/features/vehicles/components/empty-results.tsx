import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { suggestQuery } from '@/domain/search/suggest-query';
import { toSearchParams, type VehicleSearch } from '@/domain/vehicles/vehicle-search';
import type { VehicleType } from '@/domain/vehicles/vehicle-types';
import { useTranslation } from '@/i18n/use-translation';

type Props = { type: VehicleType | 'all'; search: VehicleSearch };

/**
 * A list with no matches, offering the known make, model or town closest to the keyword typed
 * ("Did you mean Yamaha?"), the other filters kept.
 */
export function EmptyResults({ type, search }: Props) {
  const { t } = useTranslation();
  const suggestion = search.q ? suggestQuery(search.q) : null;
  return (
    <div className="empty-state">
      <p>{t('vehicles.empty')}</p>
      {suggestion && (
        <p className="vl-suggestion">
          <Link
            to={paths.browse.getHref(type, toSearchParams({ ...search, q: suggestion }).toString())}
          >
            {t('vehicles.didYouMean', { name: suggestion })}
          </Link>
        </p>
      )}
    </div>
  );
}
