import { paths } from '@/config/paths';
import { defaultLanguage, type Language } from '@/i18n/languages';
import { languageOfPath, localizePath } from '@/i18n/localized-path';
import type { Catalog } from '@/i18n/catalog';
import { interpolate } from '@/i18n/interpolate';
import { type ChunkFailureReason, isChunkLoadError } from '@/lib/load-chunk';

type Texts = Catalog['common']['chunkError'];
const texts = import.meta.glob<Texts>('../i18n/locales/*/chunk-error.ts', {
  eager: true,
  import: 'chunkError',
});

function textsFor(lang: Language): Texts {
  const found = texts[`../i18n/locales/${lang}/chunk-error.ts`];
  return found ?? texts[`../i18n/locales/${defaultLanguage}/chunk-error.ts`]!;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]>,
  ...children: (Node | string)[]
) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** React cannot show its error screen, so the same screen is built with plain DOM. */
export function showStartFailure(container: HTMLElement, error: unknown): void {
  console.error('[app] failed to start', error);
  const lang: Language = languageOfPath(window.location.pathname);
  const t = textsFor(lang);
  const reason: ChunkFailureReason = isChunkLoadError(error) ? error.reason : 'unknown';
  const retry = element('button', { type: 'button', className: 'btn btn-primary' }, t.retry);
  retry.addEventListener('click', () => window.location.reload());
  const main = element(
    'main',
    { id: 'main', className: 'container page', tabIndex: -1 },
    element(
      'div',
      { className: 'alert alert-error stack', role: 'alert' },
      element('h1', { className: 'page-title' }, t.title),
      element('p', {}, t[reason]),
      // The code helps a report (missing, timeout); "unknown" would only repeat the line above.
      ...(reason === 'unknown'
        ? []
        : [element('p', { className: 'muted' }, interpolate(t.reason, { reason }))]),
      element(
        'div',
        { className: 'cluster' },
        retry,
        element(
          'a',
          { className: 'btn btn-secondary', href: localizePath(paths.home.getHref(), lang) },
          t.goHome,
        ),
      ),
    ),
  );
  document.documentElement.lang = lang;
  document.documentElement.dataset.app = 'failed';
  container.replaceChildren(main);
}
