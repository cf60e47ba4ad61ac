import { buildAd, buildAdForm } from '@/testing/test-vehicle';
import { publishErrorKey } from './publish-errors';
import { saveEditedVehicle } from './publish-api';
import { serveApi, leaveServerMode } from '@/testing/server-mode';

afterEach(leaveServerMode);

test('an edit names the version its form was filled from; a newer one on the server is told plainly', async () => {
  serveApi();
  const fetchSpy = vi.fn(async () => Response.json(buildAd({ id: 'ad-1' })));
  vi.stubGlobal('fetch', fetchSpy);
  await saveEditedVehicle(
    { id: 'ad-1', token: 'secret', version: 3 },
    buildAdForm(),
    { hero: null, gallery: [] },
    { hero: null, gallery: [] },
  );
  const init = (fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1];
  expect(new Headers(init.headers).get('If-Match')).toBe('"3"');
  expect(publishErrorKey('conflict')).toBe('postAd.edit.conflict');
});
