import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { vehicleTypes } from '@/domain/vehicles/vehicle-types';
import { site } from '@/config/site';
import { useTranslation } from '@/i18n/use-translation';
import { LanguageChoices } from './language-toggle';
import './footer.css';

export const HOME_ANCHORS = {
  search: 'search',
  categories: 'categories',
  featured: 'featured',
} as const;

export function Footer() {
  const { t, lang } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-heading">
            {site.name}
          </h2>
          <p className="footer-muted">{t('common.footer.tagline')}</p>
          <h3 className="footer-subheading">{t('common.footer.language')}</h3>
          <LanguageChoices />
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="footer-heading">
            {t('common.footer.quickLinks')}
          </h2>
          <ul className="footer-list">
            <li>
              <Link to={paths.home.getHref('home', HOME_ANCHORS.search)}>
                {t('common.footer.searchBikes')}
              </Link>
            </li>
            <li>
              <Link to={paths.home.getHref('home', HOME_ANCHORS.categories)}>
                {t('common.footer.browseCategories')}
              </Link>
            </li>
            <li>
              <Link to={paths.home.getHref('home', HOME_ANCHORS.featured)}>
                {t('common.footer.featured')}
              </Link>
            </li>
            <li>
              <Link to={paths.home.getHref('spare-parts')}>{t('common.nav.spareParts')}</Link>
            </li>
            <li>
              <Link to={paths.home.getHref('biker-gear')}>{t('common.nav.bikerGear')}</Link>
            </li>
            <li>
              <Link to={paths.postAd.getHref()}>{t('common.footer.postAd')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="footer-heading">
            {t('common.footer.categories')}
          </h2>
          <ul className="footer-list">
            {vehicleTypes.map((type) => (
              <li key={type}>
                <Link to={paths.browse.getHref(type)}>{t(`common.categories.${type}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            {t('common.footer.contact')}
          </h2>
          <dl className="footer-contact">
            <dt>{t('common.footer.phone')}</dt>
            <dd>
              <a href={site.phoneHref}>{site.phone}</a>
            </dd>
            <dt>{t('common.footer.email')}</dt>
            <dd>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </dd>
            <dt>{t('common.footer.address')}</dt>
            <dd>{site.address[lang]}</dd>
          </dl>
          <h3 className="footer-subheading">{t('common.footer.followUs')}</h3>
          <ul className="footer-social">
            <li>
              <a href={site.social.facebook} target="_blank" rel="noopener noreferrer">
                {t('common.footer.facebook')}
                <span className="visually-hidden"> {t('common.a11y.newTab')}</span>
              </a>
            </li>
            <li>
              <a href={site.social.youtube} target="_blank" rel="noopener noreferrer">
                {t('common.footer.youtube')}
                <span className="visually-hidden"> {t('common.a11y.newTab')}</span>
              </a>
            </li>
          </ul>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>{t('common.footer.copyright', { year: site.copyrightYear, site: site.name })}</p>
      </div>
    </footer>
  );
}
