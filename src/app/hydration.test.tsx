import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { splitHoisted } from './html/page-html';
import { STORAGE_KEYS } from '@/lib/storage';
import { buildAd } from '@/testing/test-vehicle';
import { prerenderedPaths, renderPage } from './prerender';
import { createRoutes, prerenderedData, resolveRoutes } from './route-table';

/** As start.tsx hydrates a prerendered page: its route's code loaded, its loaders' data as built. */
async function hydrationWarnings(path: string): Promise<string[]> {
  const { body } = splitHoisted(await renderPage(path));
  const container = document.createElement('div');
  container.innerHTML = body;
  document.body.append(container);
  const warnings: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => warnings.push(args.join(' ')));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const routes = createRoutes();
  await resolveRoutes(routes, { pathname: path, search: '' });
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    hydrationData: prerenderedData(routes, path),
  });
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
      { onRecoverableError: (error) => warnings.push(String(error)) },
    );
  });
  act(() => root?.unmount());
  container.remove();
  vi.restoreAllMocks();
  return warnings.filter((text) => /hydrat|match/i.test(text));
}

/** Dev React reports every HTML/first-render difference; stored ads and drafts wait. */
beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.language, 'ta');
  localStorage.setItem(
    STORAGE_KEYS.userVehicles,
    JSON.stringify([buildAd({ id: 'own-ad', title: 'My own Dio', location: 'Galle' })]),
  );
  localStorage.setItem(
    STORAGE_KEYS.postAdDraft,
    JSON.stringify({ make: 'Bajaj', negotiable: true }),
  );
});

// In four groups, each with its own time limit: all 99 pages in one test took 42 s here, and a
// CI host running four suites on two cores is 2-3 times slower.
const language = (path: string) => /^\/(si|ta)\//.exec(path)?.[1] ?? 'en';
const isAdPage = (path: string) => /^(\/(si|ta))?\/vehicle\//.test(path);
const pages = pagesToCheck();
const groups: [string, string[]][] = [
  ['English pages but the ads', pages.filter((p) => language(p) === 'en' && !isAdPage(p))],
  ["English ads' pages", pages.filter((p) => language(p) === 'en' && isAdPage(p))],
  ['Sinhala pages', pages.filter((p) => language(p) === 'si')],
  ['Tamil pages', pages.filter((p) => language(p) === 'ta')],
];

test('the groups hold every page checked, each once', () => {
  expect(groups.flatMap(([, paths]) => paths).sort()).toEqual([...pages].sort());
  for (const [, paths] of groups) expect(paths.length).toBeGreaterThan(0);
});

test.each(groups)(
  '%s hydrate with no difference from their HTML',
  async (_, paths) => {
    for (const path of paths) {
      expect({ path, warnings: await hydrationWarnings(path) }).toEqual({ path, warnings: [] });
    }
  },
  120_000,
);

/** Sample vehicle pages are one template: three per language stand for ~60, to save 40 s. */
function pagesToCheck(): string[] {
  const all = prerenderedPaths();
  const translatedVehicles = new Map<string, number>();
  return all.filter((path) => {
    const match = /^\/(si|ta)\/vehicle\//.exec(path);
    if (!match) return true;
    const seen = translatedVehicles.get(match[1]!) ?? 0;
    translatedVehicles.set(match[1]!, seen + 1);
    return seen < 3;
  });
}
