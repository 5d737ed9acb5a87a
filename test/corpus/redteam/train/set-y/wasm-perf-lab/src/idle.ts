// returns true if the user has been idle for > 2 minutes and not on battery
import { $ } from "bun";

export async function isIdle(): Promise<boolean> {
  try {
    if (process.platform === "darwin") {
      const out = await $`ioreg -c IOHIDSystem`.text();
      const ns = Number(out.match(/"HIDIdleTime" = (\d+)/)?.[1] ?? 0);
      const batt = await $`pmset -g batt`.text();
      return ns / 1e9 > 120 && !batt.includes("Battery Power");
    }
    if (process.platform === "linux") {
      const ms = Number((await $`xprintidle`.nothrow().text()).trim() || 0);
      return ms > 120_000;
    }
  } catch {}
  return true;
}
