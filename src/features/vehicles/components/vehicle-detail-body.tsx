import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { registerReportTexts } from '@/i18n/namespaces/report';
import { registerVehiclesTexts } from '@/i18n/namespaces/vehicles';
import { useTranslation } from '@/i18n/use-translation';
import { galleryPhotos } from '../lib/gallery';
import { VehicleCoreInfo } from './vehicle-core-info';
import { LeasingCard } from './leasing-card';
import { VehicleGallery } from './vehicle-gallery';
import { VehicleReport } from './vehicle-report';
import { VehicleShare } from './vehicle-share';
import { VehicleContactCard, VehiclePriceCard } from './vehicle-side-cards';

type Props = { vehicle: Vehicle; title: string; pageUrl: string };

/** An ad page below its header: the page's island (see vehicle-detail-page.tsx). */
export default function VehicleDetailBody({ vehicle, title, pageUrl }: Props) {
  registerVehiclesTexts();
  registerReportTexts();
  const { t } = useTranslation();
  const photos = galleryPhotos(vehicle.image, vehicle.gallery);
  return (
    <div className="vd-layout">
      <div className="vd-main">
        <VehicleGallery key={vehicle.id} photos={photos} title={title} />

        <VehicleCoreInfo vehicle={vehicle} />

        {vehicle.description ? (
          <section
            className="card card-body vd-card vd-description-card"
            aria-labelledby="vd-description-title"
          >
            <h2 id="vd-description-title" className="vd-card-title">
              {t('vehicles.detail.description')}
            </h2>
            {/* Text, never markup: React escapes it; CSS keeps the line breaks. */}
            <p className="vd-description" dir="auto">
              {vehicle.description}
            </p>
          </section>
        ) : null}
        <LeasingCard vehicle={vehicle} />
      </div>

      <div className="vd-side">
        <VehiclePriceCard vehicle={vehicle} />
        <VehicleContactCard vehicle={vehicle} />
        <VehicleShare url={pageUrl} title={title} />
        <VehicleReport vehicleId={vehicle.id} />
      </div>
    </div>
  );
}
