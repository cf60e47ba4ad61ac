import { expect, test } from '../fixtures';
import { serverForThisFile } from './run-server';

const server = serverForThisFile(380);

type Page = { items: { make: string; title: string }[] };

test('the API reads slips in a make or model as the name: yamha, hnda, suzki, bajja, plusar', async ({
  request,
}) => {
  for (const [typo, name] of [
    ['yamha', 'Yamaha'],
    ['hnda', 'Honda'],
    ['suzki', 'Suzuki'],
    ['bajja', 'Bajaj'],
    ['plusar', 'Pulsar'],
  ]) {
    const page = (await (await request.get(`${server.url}/api/vehicles?q=${typo}`)).json()) as Page;
    expect(page.items.length, typo).toBeGreaterThan(0);
    for (const item of page.items) expect(`${item.make} ${item.title}`, typo).toContain(name);
  }
});

test('the server-rendered list offers the close name when a keyword finds nothing', async ({
  request,
}) => {
  for (const [path, offer] of [
    ['/browse/all?q=yahama', 'Did you mean Yamaha?'],
    ['/si/browse/all?q=yahama', 'ඔබ අදහස් කළේ Yamaha ද?'],
    ['/ta/browse/all?q=yahama', 'Yamaha என்று தேடினீர்களா?'],
  ] as const) {
    const html = await (await request.get(`${server.url}${path}`)).text();
    expect(html, path).toContain(offer);
    expect(html, path).toMatch(/href="(\/(si|ta))?\/browse\/all\?q=Yamaha"/);
  }
  const found = await (await request.get(`${server.url}/browse/all?q=yamha`)).text();
  expect(found).not.toContain('Did you mean');
});
