import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { hasServer } from '@/lib/api/api-base';
import { OUTBOX_EVENT, outboxMayHaveEntries } from '@/lib/own-ads/outbox/outbox-flag';

const loadPanel = () => import('./outbox-panel');

/** Loaded only when an offline ad waits or has news; fetched ahead on the post form. */
export function OutboxMount() {
  const { pathname } = useLocation();
  const [pending, setPending] = useState(false);
  const [Panel, setPanel] = useState<ComponentType | null>(null);

  useEffect(() => {
    // After hydration: the prerendered page never has it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (outboxMayHaveEntries()) setPending(true);
    const onQueued = () => setPending(true);
    window.addEventListener(OUTBOX_EVENT, onQueued);
    return () => window.removeEventListener(OUTBOX_EVENT, onQueued);
  }, []);

  useEffect(() => {
    if (pathname.endsWith('/post-ad') && hasServer()) loadPanel().catch(() => undefined);
  }, [pathname]);

  useEffect(() => {
    if (!pending || Panel) return;
    let live = true;
    loadPanel()
      .then((module) => live && setPanel(() => module.default))
      // Offline before it was fetched: the flag brings it back on the next page load.
      .catch((error: unknown) => console.info('[outbox] status not loaded', error));
    return () => {
      live = false;
    };
  }, [pending, Panel]);

  return Panel ? <Panel /> : null;
}
