import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import type { Vehicle } from '@/domain/vehicles/vehicle-schema';
import { useBrowserValue } from '@/hooks/use-hydrated';
import type { TranslationKey } from '@/i18n/catalog';
import { useTranslation } from '@/i18n/use-translation';
import { hasServer } from '@/lib/api/api-base';
import { ApiError } from '@/lib/api/api-client';
import { fetchManageState, manageErrorKey } from '@/lib/api/manage-api';
import { manageTokenFromLink } from '@/lib/manage-tokens';
import { PostAdForm, type EditTarget } from './post-ad-form';
import './post-ad.css';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; target: EditTarget }
  | { kind: 'error'; message: TranslationKey };

/** Where the manage page shows "Your changes are saved." after an edit. */
export type EditedState = { edited: true };

/**
 * /manage/:id/edit#token: the owner changes a published ad, photos included, with the secret
 * manage link (issue 16). The post form, filled in with the ad; saving returns to the manage page.
 */
export function EditAdPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const served = useBrowserValue(hasServer, false);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  useEffect(() => {
    if (!served) return;
    let live = true;
    const token = manageTokenFromLink(id);
    const request = token
      ? fetchManageState(id, token)
      : Promise.reject(new ApiError(403, 'forbidden', 'No manage token'));
    request
      .then((state) => {
        if (!live) return;
        if (state.status === 'deleted') setLoad({ kind: 'error', message: 'postAd.edit.gone' });
        else setLoad({ kind: 'ready', target: { id, token: token!, vehicle: state.vehicle } });
      })
      .catch((error: unknown) => {
        if (live) setLoad({ kind: 'error', message: manageErrorKey(error) });
      });
    return () => {
      live = false;
    };
  }, [id, served]);

  function onSaved(vehicle: Vehicle) {
    const token = load.kind === 'ready' ? load.target.token : undefined;
    const state: EditedState = { edited: true };
    void navigate(paths.manage.getHref(vehicle.id, token), { state });
  }

  return (
    <main id="main" className="container page post-ad-page" tabIndex={-1}>
      <PageMeta title={t('postAd.edit.heading')} description={t('postAd.edit.intro')} noindex />
      <h1 className="page-title">{t('postAd.edit.heading')}</h1>
      <p className="muted post-ad-intro">
        {t('postAd.edit.intro')} <Link to={paths.manage.getHref(id)}>{t('postAd.edit.back')}</Link>
      </p>
      {!served ? (
        <p className="alert">{t('postAd.manage.noServer')}</p>
      ) : load.kind === 'loading' ? (
        <p role="status">{t('vehicles.server.loading')}</p>
      ) : load.kind === 'error' ? (
        <p className="alert alert-error" role="alert">
          {t(load.message)}
        </p>
      ) : (
        <PostAdForm edit={load.target} onPosted={onSaved} />
      )}
    </main>
  );
}
