import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { RouteError } from './route-error';

/** The pages' error element: a page whose code failed to load, whose loader or render failed. */
export function PageError() {
  const error = useRouteError();
  useEffect(() => console.error('[route] page failed', error), [error]);
  return <RouteError error={error} />;
}
