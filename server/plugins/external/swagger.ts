import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { site } from '@/config/site';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: `${site.name} API`, version: '1.0.0' },
        servers: [{ url: '/' }],
      },
      transform: jsonSchemaTransform,
      // The named schemas (`.meta({ id })`) as components: without it every `$ref` to one dangles.
      transformObject: jsonSchemaTransformObject,
    });
  },
  { name: 'swagger' },
);
