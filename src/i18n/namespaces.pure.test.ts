// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';

// A namespace registers English only: another language's texts registered here would stand in
// for English (the registry keeps one language per call), and would load on English pages.
test('every namespace registers its English texts only', () => {
  const dir = new URL('./namespaces/', import.meta.url);
  const files = readdirSync(dir).filter((name) => name.endsWith('.ts') && name !== 'all.ts');
  expect(files.length).toBeGreaterThan(5);
  for (const name of files) {
    const source = readFileSync(new URL(name, dir), 'utf8');
    expect(source, name).toMatch(/locales\/en\//);
    expect(source, name).not.toMatch(/locales\/\*\//);
  }
});
