/**
 * An object built on first use: the proxy stands for it everywhere (its type is the object's, `instanceof`
 * holds) and calls `make` when a property is first read. For what is costly to build at module load and not
 * needed by every importer: ElectroDB entities (about 1 ms each, a route touches one to four of the table's)
 * and the large zod schemas (the material schemas take ~10 ms to build, and 78 routes import their module for
 * one small schema). It keeps each route's cold start within budget; docs/decisions/0110.
 */
export function lazy<T extends object>(make: () => T): T {
  let built: T | undefined;
  const real = () => (built ??= make());
  return new Proxy({} as T, {
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
