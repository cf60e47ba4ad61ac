import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { useTranslation } from '@/i18n/use-translation';
import { BikeBotMount } from './bikebot-mount';
import { HydrationDone } from './hydration-done';
import { OutboxMount } from './outbox-mount';
import { PageBoundary } from './page-boundary';
import { PwaStatusMount } from './pwa-status-mount';
import { ScrollManager } from './scroll-manager';

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.a11y.skipToContent')}
      </a>
      {/* In the page's language; React leaves its content alone when it hydrates. */}
      <noscript>
        <p className="noscript-note">{t('common.noscript')}</p>
      </noscript>
      <ScrollManager />
      <Header />
      <OutboxMount />
      {/* The footer waits with the page, so it never jumps down when a page chunk arrives. */}
      <PageBoundary resetKey={pathname} footer={<Footer />}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <Footer />
          {/* In the page's boundary: its effect runs once the page itself is live. */}
          <HydrationDone />
        </Suspense>
      </PageBoundary>
      <BikeBotMount />
      <PwaStatusMount />
    </>
  );
}
