import type { ComponentType } from 'react';
import type { ItemKind } from '@/domain/listings/item-types';
import { preloadableLazy } from '@/lib/preloadable-lazy';

type Props = { kind: ItemKind };

/**
 * The live views' code (with zod and the fitment rules) is its own chunk: a static host, which
 * shows the sample catalogue, never loads it. The server's page loads it before it hydrates
 * (home.tsx's preload), so the first render is the server's HTML, not a placeholder.
 */
export const LiveView = preloadableLazy<{ default: ComponentType<Props> }, Props>(() =>
  import('./live-item-page').then((module) => ({ default: module.LiveItemPage })),
);
