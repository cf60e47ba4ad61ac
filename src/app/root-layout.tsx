import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { useTranslation } from '@/i18n/use-translation';
import { BikeBotMount } from './bikebot-mount';
import { HydrationDone } from './hydration-done';
import { OutboxMount } from './outbox-mount';
import { PwaStatusMount } from './pwa-status-mount';

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.a11y.skipToContent')}
      </a>
      {/* In the page's language; React leaves its content alone when it hydrates. */}
      <noscript>
        <p className="noscript-note">{t('common.noscript')}</p>
      </noscript>
      {/* A new page starts at the top (or its #section), Back returns to where the reader was. */}
      <ScrollRestoration />
      <Header />
      <OutboxMount />
      {/* The footer waits with the page, so it never jumps down when a page chunk arrives. */}
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        <Footer />
        {/* In the page's boundary: its effect runs once the page itself is live. */}
        <HydrationDone />
      </Suspense>
      <BikeBotMount />
      <PwaStatusMount />
    </>
  );
}
