/**
 * React Router's build names every component for DevTools (`Link.displayName = "Link"`) and wraps
 * them in an unmarked `forwardRef` or `memo`: both keep NavLink, Form, data routers, prefetching and the rest in the
 * bundle though the app uses none of them (~4 KB gzip on every page). Neither changes behaviour.
 */
import type { Plugin } from 'vite';

const ROUTER_BUILD = /node_modules\/react-router\/dist\/production\/[^/]+\.mjs$/;

export function routerTreeShakePlugin(): Plugin {
  return {
    name: 'bikebazaar:router-tree-shake',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_BUILD.test(id)) return null;
      return {
        code: code
          .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
          .replace(/= (React\d*\.(?:forwardRef|memo)\()/g, '= /* @__PURE__ */ $1'),
        map: null,
      };
    },
  };
}
