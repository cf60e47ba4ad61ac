import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { LanguageChoices } from '@/components/layout/language-toggle';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { STORAGE_KEYS } from '@/lib/storage';
import { useTranslation } from '@/i18n/use-translation';
import { UrlLanguage } from './url-language';

function Probe() {
  const { pathname, search, hash } = useLocation();
  const { t } = useTranslation();
  return (
    <>
      <output aria-label="address">{pathname + search + hash}</output>
      <h1>{t('common.nav.home')}</h1>
      <Link to={paths.postAd.getHref()}>post</Link>
      <Link to={{ search: '?sort=price-asc' }}>sort</Link>
      <LanguageChoices />
    </>
  );
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <UrlLanguage>
        <Routes>
          <Route path="*" element={<Probe />} />
        </Routes>
      </UrlLanguage>
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

test('the URL decides the language, and it is remembered', () => {
  renderAt('/ta/browse/scooters');
  expect(screen.getByRole('heading')).toHaveTextContent('முகப்பு');
  expect(document.documentElement.lang).toBe('ta');
  expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ta');
  expect(screen.getByRole('link', { name: 'post' })).toHaveAttribute('href', '/ta/post-ad');
});

test('switching language opens the same page under the other prefix, query and hash kept', () => {
  renderAt('/browse/scooters?make=Honda#list');
  expect(screen.getByRole('link', { name: 'post' })).toHaveAttribute('href', '/post-ad');
  act(() => fireEvent.click(screen.getByRole('button', { name: 'සිංහල' })));
  expect(address()).toBe('/si/browse/scooters?make=Honda#list');
  expect(screen.getByRole('heading')).toHaveTextContent('මුල් පිටුව');
  expect(screen.getByRole('link', { name: 'post' })).toHaveAttribute('href', '/si/post-ad');
  expect(screen.getByRole('link', { name: 'sort' })).toHaveAttribute(
    'href',
    '/si/browse/scooters?sort=price-asc',
  );
  expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('si');
  act(() => fireEvent.click(screen.getByRole('button', { name: 'English' })));
  expect(address()).toBe('/browse/scooters?make=Honda#list');
  expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
  expect(document.documentElement.lang).toBe('en');
});
