import type { CSSProperties } from 'react';
import { Link, useLocalizedNavigate } from '@/components/ui/link';
import { VehicleImage } from '@/components/vehicle/vehicle-image';
import { paths } from '@/config/paths';
import { placeName } from '@/data/places';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { vehicleTitle } from '@/domain/vehicles/vehicle-title';
import { formatNumber, formatPostedDate, formatVehiclePrice } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import { removeCompareId } from '@/lib/compare-list';
import { useCompareColumns } from '../api/use-compare-columns';
import { compareRows, type CompareColumn, type CompareRowKey } from '../lib/compare-table';

/** The specs side by side: a sticky label column, one ad per column (one per swipe on phones). */
export function CompareTable({ ids }: { ids: readonly string[] }) {
  const { t, lang } = useTranslation();
  const navigate = useLocalizedNavigate();
  const columns = useCompareColumns(ids);
  const dash = t('vehicles.dash');
  const format: Record<CompareRowKey, (vehicle: Vehicle) => string> = {
    price: (v) =>
      formatVehiclePrice(v.price, {
        currency: t('common.currency.vehicle'),
        negotiable: t('common.currency.negotiable'),
      }),
    year: (v) => String(v.year),
    mileage: (v) =>
      v.mileageKm === null ? dash : t('vehicles.units.km', { n: formatNumber(v.mileageKm) }),
    engine: (v) =>
      v.engineCapacityCc === null
        ? dash
        : t('vehicles.units.cc', { n: formatNumber(v.engineCapacityCc) }),
    condition: (v) => t(`vehicles.detail.values.${v.condition}`),
    location: (v) => placeName(v.location, lang) || dash,
    posted: (v) => formatPostedDate(v.postedAt) ?? dash,
    fairPrice: (v) => (v.priceCheck ? t(`buyer.fairPrice.${v.priceCheck.verdict}`) : dash),
  };
  const rows = compareRows(columns, format);

  function remove(id: string) {
    try {
      removeCompareId(id);
    } catch (error) {
      // The page's own list is the URL's: it still loses the column.
      console.warn('[compare] could not update the list in this browser', error);
    }
    void navigate(paths.compare.getHref(ids.filter((item) => item !== id)), {
      replace: true,
      preventScrollReset: true,
    });
  }

  const style = { '--compare-cols': columns.length } as CSSProperties;
  return (
    <>
      <h1 className="page-title">{t('compare.page.title')}</h1>
      <p className="hint compare-hint">{t('compare.page.differsHint')}</p>
      {/* Focusable, so a keyboard can scroll the columns too. */}
      <div className="compare-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
        <table className="compare-table" style={style}>
          <caption id="compare-caption" className="visually-hidden">
            {t('compare.page.caption')}
          </caption>
          <thead>
            <tr>
              <td className="compare-corner" />
              {columns.map((column, index) => (
                <th key={column.id} scope="col" className="compare-col">
                  {columns.length > 1 && (
                    <p className="compare-position" aria-hidden="true">
                      {t('compare.page.position', { n: index + 1, total: columns.length })}
                    </p>
                  )}
                  <ColumnHead column={column} onRemove={() => remove(column.id)} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.differs ? 'compare-differs' : undefined}>
                <th scope="row" className="compare-label">
                  {t(`compare.rows.${row.key}`)}
                  {row.differs && (
                    <span className="compare-differs-mark" title={t('compare.page.differsLabel')}>
                      <span aria-hidden="true">≠ </span>
                      {t('compare.page.differs')}
                    </span>
                  )}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={columns[index]!.id}>{cell ?? dash}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function ColumnHead({ column, onRemove }: { column: CompareColumn; onRemove: () => void }) {
  const { t } = useTranslation();
  const title =
    column.kind === 'ad'
      ? vehicleTitle(column.vehicle, t('vehicles.untitled'))
      : t('compare.page.unknownTitle', { id: column.id });
  return (
    <div className="compare-head">
      {column.kind === 'ad' ? (
        <>
          <VehicleImage
            src={column.vehicle.image}
            alt=""
            className="compare-photo"
            loading="eager"
            sizes="(min-width: 640px) 280px, 70vw"
          />
          <Link className="compare-title" to={paths.vehicle.getHref(column.id)}>
            {title}
          </Link>
          {column.vehicle.soldAt && (
            <p className="compare-note">
              <span className="badge badge-sold compare-sold">{t('compare.page.sold')}</span>
            </p>
          )}
        </>
      ) : (
        <p className={`compare-note compare-note-${column.kind}`} role="note">
          {column.kind === 'sold' && (
            <span className="badge badge-sold compare-sold">{t('compare.page.sold')}</span>
          )}
          {t(noteKey[column.kind])}
        </p>
      )}
      <button
        type="button"
        className="btn btn-ghost btn-sm compare-remove"
        aria-label={t('compare.page.removeLabel', { title })}
        onClick={onRemove}
      >
        {t('compare.page.remove')}
      </button>
    </div>
  );
}

const noteKey = {
  sold: 'compare.page.soldNote',
  gone: 'compare.page.gone',
  loading: 'compare.page.loading',
  failed: 'compare.page.unreachable',
} as const;
