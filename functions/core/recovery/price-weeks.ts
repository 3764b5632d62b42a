import { recoverPriceWeeks } from "../../domains/insights";
import type { Recoverer, SweepOptions } from "./types";

/**
 * The price index's weekly points of the recent price writes, recomputed from their week entries: a crash
 * between a week entry and its point's update leaves the point short of a sample until then.
 */
export const priceWeeks = (o: SweepOptions): Recoverer => ({ name: "priceWeeks", recover: () => recoverPriceWeeks(new Date(o.now)) });
