import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** Rows were checked when stored; a cached page or ad is one object, so its JSON is made once. */
export default fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    const json = new WeakMap<object, string>();
    app.setSerializerCompiler(() => (data) => {
      if (typeof data !== 'object' || data === null) return JSON.stringify(data);
      let text = json.get(data);
      if (text === undefined) json.set(data, (text = JSON.stringify(data)));
      return text;
    });
  },
  { name: 'json' },
);
