import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { ValidateFunction } from 'ajv';

type Serialize = (data: unknown) => string;
type BuildSerializer = ReturnType<typeof SerializerSelector>;

/**
 * Fastify compiles every route's validators and response serializers when it starts: about
 * ninety functions, most for routes a given server never sees (the web app's, the import and
 * webhook API's), held for the life of the process. Compiled on a route's first request
 * instead, an idle server holds none of them (ADR 0105). The price: a schema that does not
 * compile fails its route's first request (a 500) instead of the boot.
 */
export function lazyValidator(compile: () => ValidateFunction): ValidateFunction {
  let validate: ValidateFunction | undefined;
  const check = ((data: unknown) => {
    validate ??= compile();
    const ok = validate(data);
    // Fastify reads the failures from the function it was given.
    check.errors = validate.errors;
    return ok;
  }) as ValidateFunction;
  return check;
}

/** Fastify's own serializer factory (fast-json-stringify), each serializer built on first use. */
export const lazySerializers: BuildSerializer = (externalSchemas, options) => {
  const build = SerializerSelector()(externalSchemas, options);
  return (route) => {
    let serialize: Serialize | undefined;
    return (data: unknown) => (serialize ??= build(route) as Serialize)(data);
  };
};
