import type { Plugin } from 'vite';

const CALL = 'let branches = precomputedBranches ?? flattenAndRankRoutes(routes);';
const KEPT = 'let branches = precomputedBranches ?? keptBranches(routes);';
const HELPER = `
const rankedByRoutes = new WeakMap();
function keptBranches(routes) {
  let branches = rankedByRoutes.get(routes);
  if (!branches) rankedByRoutes.set(routes, (branches = flattenAndRankRoutes(routes)));
  return branches;
}
`;

/**
 * React Router flattens and ranks the route table, compiling a RegExp per route level, on every
 * `useRoutes` call: a fifth of a server render. Our table is one constant, so its ranking is kept
 * per table. The build stops if a new React Router version changes the line this relies on.
 */
export const routerBranchesPlugin: Plugin = {
  name: 'bikebazaar:router-branches',
  transform(code, id) {
    if (!/react-router\/dist\/production\/chunk-[^/]+\.mjs$/.test(id)) return null;
    if (!code.includes('function flattenAndRankRoutes(')) return null;
    if (!code.includes(CALL)) throw new Error(`router-branches: React Router changed; see ${id}`);
    return { code: code.replace(CALL, KEPT) + HELPER, map: null };
  },
};
