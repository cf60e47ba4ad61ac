import { Link } from '@/components/ui/link';
import { HOME_ANCHORS as anchors } from '@/components/layout/footer';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { CategoryCards } from './category-cards';
import { FeaturedListings } from './featured-listings';
import { HeroMedia } from './hero-media';
import { HomeSearch } from './home-search';
import './home.css';
import './home-hero-phones.css';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <main id="main" tabIndex={-1}>
      <PageMeta title={t('common.meta.homeTitle')} />
      <section className="home-hero" aria-labelledby="home-hero-title">
        <HeroMedia />
        <div className="container home-hero-inner">
          <div className="home-hero-copy">
            <h1 id="home-hero-title">{t('home.hero.title')}</h1>
            <p className="home-hero-subtitle">{t('home.hero.subtitle')}</p>
            <Link to={paths.postAd.getHref()} className="btn btn-primary home-hero-cta">
              {t('home.hero.postAd')}
            </Link>
          </div>
          <HomeSearch id={anchors.search} />
        </div>
      </section>
      <CategoryCards id={anchors.categories} />
      <FeaturedListings id={anchors.featured} />
    </main>
  );
}
