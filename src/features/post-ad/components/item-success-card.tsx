import { useEffect, useRef } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import type { ItemAd } from '@/domain/listings/item-schema';
import type { TranslationKey } from '@/i18n/catalog';
import { formatItemPrice } from '@/i18n/format';
import { useTranslation } from '@/i18n/use-translation';
import type { ItemHeld } from '@/lib/api/items-api';
import { ManageLinkCard } from './manage-link-card';
import { PublicLinkCard } from './public-link-card';

const heldTexts = {
  copied_photo: 'postAd.success.heldBecause.copied_photo',
  wording: 'postAd.success.heldBecause.wording',
  papers: 'postAd.success.heldBecause.papers',
} as const satisfies Record<Exclude<ItemHeld, null>, TranslationKey>;

/**
 * After a part or gear ad is posted: the vehicle ad's success flow (published or held, the page's
 * link, the private manage link offered once, Add Another).
 */
export function ItemSuccessCard({
  ad,
  held,
  onAddAnother,
}: {
  ad: ItemAd;
  held: ItemHeld;
  onAddAnother: () => void;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const href = paths.item.getHref(ad.id);
  return (
    <section className="post-ad-success" aria-labelledby="post-ad-success-heading" data-keep-clear>
      {held ? (
        <div className="alert post-ad-success-banner">
          <h2 id="post-ad-success-heading" className="section-title" tabIndex={-1} ref={headingRef}>
            {t('postAd.success.headingHeld')}
          </h2>
          <p>{t(heldTexts[held])}</p>
          <p>{t('postAd.success.heldNext')}</p>
        </div>
      ) : (
        <div className="alert alert-success post-ad-success-banner">
          <h2 id="post-ad-success-heading" className="section-title" tabIndex={-1} ref={headingRef}>
            {t('postAd.success.heading')}
          </h2>
          <p>{t('postAd.success.bodyPublished')}</p>
        </div>
      )}
      <div className="post-ad-success-body">
        <div className="card card-body stack post-ad-preview">
          <h3 className="card-title">{ad.title}</h3>
          <p>
            {t('postAd.success.priceLabel')}:{' '}
            {ad.price === null
              ? t('common.currency.negotiable')
              : formatItemPrice(ad.price, t('common.currency.item'))}
          </p>
        </div>
        <div className="stack post-ad-success-side">
          <div className="stack">
            {held ? null : (
              <Link className="btn btn-primary btn-block" to={href}>
                {t('postAd.success.view')}
              </Link>
            )}
            <button type="button" className="btn btn-secondary btn-block" onClick={onAddAnother}>
              {t('postAd.success.addAnother')}
            </button>
          </div>
          {held ? null : (
            <PublicLinkCard vehicle={ad} href={href} hint="postAd.success.publicHintItem" />
          )}
          <ManageLinkCard vehicle={ad} />
        </div>
      </div>
    </section>
  );
}
