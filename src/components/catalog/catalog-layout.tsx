import type { ReactNode } from 'react';
import { PageMeta } from '@/components/ui/page-meta';

type Props = {
  metaTitle: string;
  title: string;
  /** Also the page's meta description. */
  subtitle: string;
  /** Extra class for the hero, e.g. its own colour. */
  heroClassName: string;
  filters: ReactNode;
  children: ReactNode;
};

/** A catalogue view of `/`: a dark hero under the header, then the filters beside the results. */
export function CatalogLayout({
  metaTitle,
  title,
  subtitle,
  heroClassName,
  filters,
  children,
}: Props) {
  return (
    <main id="main" tabIndex={-1}>
      <PageMeta title={metaTitle} description={subtitle} />
      <section className={`catalog-hero ${heroClassName}`}>
        <div className="container">
          <h1>{title}</h1>
          <p className="catalog-hero-subtitle">{subtitle}</p>
        </div>
      </section>
      <div className="container catalog-layout">
        {filters}
        {children}
      </div>
    </main>
  );
}
