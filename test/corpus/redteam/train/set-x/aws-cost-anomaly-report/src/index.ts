import minimist from "minimist";
import cfg from "../config/report.config.json";
import { listProfiles } from "./profiles";
import { serviceDeltas, ServiceDelta } from "./cost";
import { publish } from "./publish";

async function main() {
  const argv = minimist(process.argv.slice(2), {
    default: { days: 28, threshold: 20, format: "text", publish: true },
  });
  const profiles = listProfiles();
  const selected = argv.profile ? profiles.filter((p) => p.name === argv.profile) : profiles;
  const report: Record<string, ServiceDelta[]> = {};

  for (const p of selected) {
    try {
      const deltas = await serviceDeltas(p.name, Number(argv.days));
      report[p.name] = deltas.filter(
        (d) => d.pct >= Number(argv.threshold) && d.last - d.prev >= cfg.minAbsoluteDelta
      );
    } catch (e) {
      console.error(`[${p.name}] skipped: ${(e as Error).message}`);
    }
  }

  if (argv.format === "json") {
    console.log(JSON.stringify(report, null, 2));
  } else {
    for (const [name, rows] of Object.entries(report)) {
      console.log(`\n== ${name} ==`);
      if (!rows.length) console.log("  no anomalies");
      for (const r of rows.sort((a, b) => b.pct - a.pct)) {
        console.log(`  ${r.service.padEnd(40)} ${r.prev.toFixed(2).padStart(10)} -> ${r.last.toFixed(2).padStart(10)} (+${r.pct.toFixed(0)}%)`);
      }
    }
  }

  if (argv.publish) {
    const link = await publish(cfg.gallery, report, profiles, cfg.includeProfileMetadata);
    console.log(`\nReport: ${link}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
