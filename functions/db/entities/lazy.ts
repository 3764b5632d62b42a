/**
 * An entity that is built on first use. Building an ElectroDB Entity parses its whole model (attributes,
 * indexes, where/set/filter builders): about 1 ms of CPU each, and a Lambda bundle that imports the table's
 * entity list used to build all of them at module load although a route touches one to four (issue 7, the
 * cold-start budget; docs/benchmarks-lambdas.md). The proxy stands for the entity everywhere (its type is the
 * entity's, `instanceof Entity` holds) and builds it when a property is first read.
 */
export function lazyEntity<E extends object>(make: () => E): E {
  let built: E | undefined;
  const real = () => (built ??= make());
  return new Proxy({} as E, {
    get: (_t, key) => Reflect.get(real(), key),
    set: (_t, key, value) => Reflect.set(real(), key, value),
    has: (_t, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_t, key) => {
      const d = Reflect.getOwnPropertyDescriptor(real(), key);
      // A proxy may only report configurable properties its (empty) target lacks.
      return d && { ...d, configurable: true };
    },
    defineProperty: (_t, key, d) => Reflect.defineProperty(real(), key, d),
    deleteProperty: (_t, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
