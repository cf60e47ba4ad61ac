import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { useTranslation } from '@/i18n/use-translation';
import { formatEngine, formatMileage, orDash } from '../lib/format-vehicle';

type ValueKey = keyof ReturnType<typeof valueKeys>;
function valueKeys() {
  return {
    New: 'vehicles.detail.values.New',
    Used: 'vehicles.detail.values.Used',
    Automatic: 'vehicles.detail.values.Automatic',
    Manual: 'vehicles.detail.values.Manual',
    'Semi-automatic': 'vehicles.detail.values.semiAutomatic',
    Petrol: 'vehicles.detail.values.Petrol',
    Diesel: 'vehicles.detail.values.Diesel',
    Electric: 'vehicles.detail.values.Electric',
    Hybrid: 'vehicles.detail.values.Hybrid',
  } as const;
}
const knownValues = valueKeys();

/** Plain colour names, as sellers type them ("red", "Grey"); trade names stay as they are. */
function colourKeys() {
  return {
    red: 'vehicles.detail.values.Red',
    blue: 'vehicles.detail.values.Blue',
    black: 'vehicles.detail.values.Black',
    white: 'vehicles.detail.values.White',
    silver: 'vehicles.detail.values.Silver',
    grey: 'vehicles.detail.values.Grey',
    gray: 'vehicles.detail.values.Grey',
    green: 'vehicles.detail.values.Green',
    yellow: 'vehicles.detail.values.Yellow',
    orange: 'vehicles.detail.values.Orange',
    brown: 'vehicles.detail.values.Brown',
  } as const;
}
const knownColours = new Map(Object.entries(colourKeys()));

/** The detail page's Core Information: make to condition, known values in the reader's language. */
export function VehicleCoreInfo({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation();
  const dash = t('vehicles.dash');
  const units = {
    dash,
    km: (n: string) => t('vehicles.units.km', { n }),
    cc: (n: string) => t('vehicles.units.cc', { n }),
  };
  const translateValue = (value: string | null) => {
    const text = orDash(value, dash);
    return Object.hasOwn(knownValues, text) ? t(knownValues[text as ValueKey]) : text;
  };
  const translateColour = (value: string | null) => {
    const text = orDash(value, dash);
    const colourKey = knownColours.get(text.toLowerCase());
    return colourKey ? t(colourKey) : text;
  };
  const core: [string, string][] = [
    [t('vehicles.detail.core.make'), orDash(vehicle.make, dash)],
    [t('vehicles.detail.core.model'), orDash(vehicle.model, dash)],
    [t('vehicles.detail.core.year'), orDash(vehicle.year, dash)],
    [t('vehicles.detail.core.registerYear'), orDash(vehicle.registerYear, dash)],
    [t('vehicles.detail.core.mileage'), formatMileage(vehicle.mileageKm, units)],
    [t('vehicles.detail.core.engine'), formatEngine(vehicle.engineCapacityCc, units)],
    [t('vehicles.detail.core.transmission'), translateValue(vehicle.transmission)],
    [t('vehicles.detail.core.fuel'), translateValue(vehicle.fuelType)],
    [t('vehicles.detail.core.colour'), translateColour(vehicle.color)],
    [t('vehicles.detail.core.condition'), translateValue(vehicle.condition)],
  ];
  return (
    <section className="card card-body vd-card vd-core-card" aria-labelledby="vd-core-title">
      <h2 id="vd-core-title" className="vd-card-title">
        {t('vehicles.detail.core.title')}
      </h2>
      <dl className="vd-core">
        {core.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
