import { lazy, Suspense } from 'react';
import { Link, useLocalizedNavigate } from '@/components/ui/link';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { photosOfVehicle } from '@/domain/vehicles/edit-vehicle';
import type { EditHeld } from '@/lib/api/publish-api';
import { useTranslation } from '@/i18n/use-translation';
import { useManageState } from '@/lib/own-ads/use-manage-state';
import { itemFieldsFromAd } from './item-fields';
import { PostAdForm } from './post-ad-form';

const ItemForm = lazy(async () => ({ default: (await import('./item-form')).ItemForm }));
import './post-ad.css';
import './post-ad-success.css';

/**
 * Where the manage page shows "Your changes are saved." after an edit, and, when screening held
 * the edit, that buyers cannot see the ad until it is checked (and why).
 */
export type EditedState = { edited: true; held: EditHeld };

/**
 * /manage/:id/edit#token: the owner changes a published ad, photos included, with the secret
 * manage link. The post form, filled in with the ad; saving returns to the manage page.
 */
export function EditAdPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useLocalizedNavigate();
  const { load } = useManageState();

  function onSaved(adId: string, held: EditHeld = null) {
    const token = load.kind === 'ready' ? load.token : undefined;
    const state: EditedState = { edited: true, held };
    void navigate(paths.manage.getHref(adId, token), { state });
  }

  return (
    <main id="main" className="container page post-ad-page" tabIndex={-1}>
      <PageMeta title={t('postAd.edit.heading')} description={t('postAd.edit.intro')} noindex />
      <h1 className="page-title">{t('postAd.edit.heading')}</h1>
      <p className="muted post-ad-intro">
        {t('postAd.edit.intro')} <Link to={paths.manage.getHref(id)}>{t('postAd.edit.back')}</Link>
      </p>
      {load.kind === 'no-server' ? (
        <p className="alert">{t('postAd.manage.noServer')}</p>
      ) : load.kind === 'loading' ? (
        <p role="status">{t('vehicles.server.loading')}</p>
      ) : load.kind === 'error' || load.state.status === 'deleted' ? (
        <p className="alert alert-error" role="alert">
          {t(load.kind === 'error' ? load.message : 'postAd.edit.gone')}
        </p>
      ) : load.state.item ? (
        // A part or gear ad opens its own form, filled in with the ad.
        <Suspense fallback={<p role="status">{t('vehicles.server.loading')}</p>}>
          <ItemForm
            kind={load.state.item.kind}
            edit={{
              id,
              token: load.token,
              values: itemFieldsFromAd(load.state.item),
              photos: photosOfVehicle(load.state.item),
              version: load.state.version,
            }}
            onPosted={(item, held) => onSaved(item.id, held === 'papers' ? 'review' : held)}
          />
        </Suspense>
      ) : (
        <PostAdForm
          edit={{
            id,
            token: load.token,
            vehicle: load.state.vehicle,
            version: load.state.version,
          }}
          onPosted={(vehicle, held) => onSaved(vehicle.id, held)}
        />
      )}
    </main>
  );
}
