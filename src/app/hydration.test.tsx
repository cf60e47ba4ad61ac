import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  MemoryRouter,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'react-router';
import { splitHoisted } from './html/page-html';
import { STORAGE_KEYS } from '@/lib/storage';
import { buildAd } from '@/testing/test-vehicle';
import { preloadPage } from './pages';
import { prerenderedPaths, renderPage } from './prerender';
import { AppRoutes } from './router';

type ContextValue = { _currentValue: unknown };
const routerContexts = [
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
] as unknown as ContextValue[];

/** React's streaming renderer leaves router context behind in this process: put back first. */
async function hydrationWarnings(path: string): Promise<string[]> {
  const defaults = routerContexts.map((context) => context._currentValue);
  const { body } = splitHoisted(await renderPage(path));
  routerContexts.forEach((context, index) => (context._currentValue = defaults[index]));

  const container = document.createElement('div');
  container.innerHTML = body;
  document.body.append(container);
  const warnings: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => warnings.push(args.join(' ')));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await preloadPage(path);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
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
test('every prerendered page hydrates with no difference from its HTML', async () => {
  localStorage.setItem(STORAGE_KEYS.language, 'ta');
  localStorage.setItem(
    STORAGE_KEYS.userVehicles,
    JSON.stringify([buildAd({ id: 'own-ad', title: 'My own Dio', location: 'Galle' })]),
  );
  localStorage.setItem(
    STORAGE_KEYS.postAdDraft,
    JSON.stringify({ make: 'Bajaj', negotiable: true }),
  );
  for (const path of pagesToCheck()) {
    expect({ path, warnings: await hydrationWarnings(path) }).toEqual({ path, warnings: [] });
  }
}, 120_000);

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
