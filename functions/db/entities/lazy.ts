import { lazy } from "../../../shared/lazy";

/**
 * An entity that is built on first use. Building an ElectroDB Entity parses its whole model (attributes,
 * indexes, where/set/filter builders): about 1 ms of CPU each, and a Lambda bundle that imports the table's
 * entity list used to build all of them at module load although a route touches one to four (the
 * cold-start budget; docs/benchmarks-lambdas.md).
 */
export const lazyEntity = lazy;
