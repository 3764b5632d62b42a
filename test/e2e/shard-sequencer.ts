import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * `--shard=i/n` that balances by work instead of by file count (vitest's own split is by a hash of the path,
 * which put the four largest Chromium files in one shard). Files go, largest first, to the lightest shard
 * (greedy longest-processing-time); size stands in for duration because a clean clone has no timing cache.
 * A file whose tests are generated from a table runs far longer than its size says: it declares its weight
 * in a `shard-weight: <bytes>` comment (about 250 bytes per second of run time on this machine).
 * Every shard process computes the same split, so the shards never overlap and together run every file.
 */
function weightOf(file: string): number {
  const text = readFileSync(file, "utf8");
  const declared = /shard-weight: (\d+)/.exec(text.slice(0, 4000));
  return declared ? Number(declared[1]) : Buffer.byteLength(text);
}

export class WeightedShardSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const weighed = files
      .map((spec) => ({ spec, weight: weightOf(spec.moduleId) }))
      .sort((a, b) => b.weight - a.weight || a.spec.moduleId.localeCompare(b.spec.moduleId));
    const bins = Array.from({ length: count }, () => ({ weight: 0, specs: [] as TestSpecification[] }));
    for (const { spec, weight } of weighed) {
      const lightest = bins.reduce((a, b) => (b.weight < a.weight ? b : a));
      lightest.weight += weight;
      lightest.specs.push(spec);
    }
    return bins[index - 1].specs;
  }
}
