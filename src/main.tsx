// Global styles first, so component CSS (imported by the app) comes after and can override.
import '@/styles/fonts.css';
import '@/styles/tokens.css';
import '@/styles/base.css';
import '@/styles/ui.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { HERO_POSTER } from '@/features/home/hero-assets';

// The home hero poster is the largest paint of `/`: start fetching it now instead of after the
// home chunk has loaded and rendered.
if (window.location.pathname === '/' && !window.location.search.includes('view=')) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = HERO_POSTER.large;
  link.setAttribute('imagesrcset', HERO_POSTER.srcSet);
  link.setAttribute('imagesizes', HERO_POSTER.sizes);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
