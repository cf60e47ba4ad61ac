import { getSampleVehicles } from '@/data/sample-vehicles';
import { postAd, type Posted } from '../testing/ad-posts';
import { createTestEnv } from '../testing/test-app';

test("a seeded sample ad says so where it is read; a visitor's ad does not", async () => {
  const env = await createTestEnv();
  const app = await env.open();
  try {
    const [sample] = getSampleVehicles();
    const read = await app.inject({ url: `/api/vehicles/${sample!.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: sample!.id, sample: true });

    const posted = await postAd(app, { title: 'Honda Dio, not a sample' });
    expect(posted.statusCode).toBe(201);
    const { id } = posted.json<Posted>();
    const own = await app.inject({ url: `/api/vehicles/${id}` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).not.toHaveProperty('sample');
  } finally {
    await app.close();
    await env.dispose();
  }
});
