import type { CSSProperties } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { type VehicleType } from '@/domain/vehicles/vehicle-types';
import { useTranslation } from '@/i18n/use-translation';

/** Top row and bottom row of quick-filter cards. */
const rows: VehicleType[][] = [
  ['scooters', 'trail', 'sport', 'cruiser'],
  ['electric', 'high-capacity', 'atv-adv'],
];

/** Where a category's picture sits in categories.svg (scripts/catalogue-art/categories.mjs). */
export const STACKED: VehicleType[] = rows.flat();
const slice = (type: VehicleType) => STACKED.indexOf(type) / (STACKED.length - 1);

export function CategoryCards({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <section id={id} className="container section home-categories" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {t('home.categories.title')}
      </h2>
      {rows.map((row, index) => (
        <ul key={index} className={`home-category-row home-category-row-${row.length}`}>
          {row.map((type) => (
            <li key={type}>
              <Link className="home-category-card" to={paths.browse.getHref(type)}>
                <img
                  // One file for all seven, stacked: one request, not seven, on a slow link.
                  src="/media/home/categories.svg"
                  style={{ '--slice': slice(type) } as CSSProperties}
                  alt=""
                  width={160}
                  height={100}
                  loading="lazy"
                  decoding="async"
                />
                <span>{t(`common.categories.${type}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ))}
    </section>
  );
}
