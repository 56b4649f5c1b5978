// A schema built the first time it is used rather than when its module loads. The service worker runs every
// module's top level each time it starts (after 30 s idle, so on most first navigations after a pause), and
// building zod schemas at import is a large part of that (npm run bench:worker-start). A schema stands for itself
// through a Proxy, so callers and other schemas use it as they would the schema (`.parse`, `z.object({ a })`,
// `z.infer<typeof it>`); the first property read builds it, once.

/** `build()`'s schema, built on first use. */
export function lazySchema<Schema extends object>(build: () => Schema): Schema {
  let built: Schema | undefined;
  const schema = () => {
    built ??= build();
    return built;
  };
  return new Proxy({} as Schema, {
    get: (_target, key) => Reflect.get(schema(), key),
    has: (_target, key) => Reflect.has(schema(), key),
    // zod's `instanceof` (Symbol.hasInstance on its classes) reads `_zod.traits`; the prototype is the schema's.
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
