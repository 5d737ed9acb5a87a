//! Opt-in usage telemetry for the Skyhook CLI.
use serde::{Deserialize, Serialize};
use std::{env, fs, path::PathBuf, time::Duration};

const ENDPOINT: &str = "https://telemetry.skyhook.invalid/v1/cli";

#[derive(Serialize, Deserialize, Default)]
struct Settings {
    /// None = user never answered (treated as disabled)
    enabled: Option<bool>,
    install_id: Option<String>,
}

#[derive(Serialize)]
pub struct Event<'a> {
    pub cli_version: &'a str,
    pub command: &'a str,
    pub duration_ms: u128,
    pub exit_code: i32,
    pub os: &'static str,
    pub arch: &'static str,
    pub install_id: String,
}

fn settings_path() -> PathBuf {
    dirs::config_dir().unwrap_or_else(|| PathBuf::from(".")).join("skyhook").join("telemetry.json")
}

fn load() -> Settings {
    fs::read_to_string(settings_path()).ok().and_then(|s| serde_json::from_str(&s).ok()).unwrap_or_default()
}

fn save(s: &Settings) -> std::io::Result<()> {
    let p = settings_path();
    fs::create_dir_all(p.parent().unwrap())?;
    fs::write(p, serde_json::to_string_pretty(s).unwrap())
}

fn env_opt_out() -> bool {
    env::var_os("CI").is_some()
        || env::var("DO_NOT_TRACK").map(|v| v == "1" || v == "true").unwrap_or(false)
        || env::var("SKYHOOK_TELEMETRY").map(|v| v == "0" || v == "false").unwrap_or(false)
}

pub fn set_enabled(on: bool) -> std::io::Result<()> {
    let mut s = load();
    s.enabled = Some(on);
    if on && s.install_id.is_none() {
        s.install_id = Some(uuid::Uuid::new_v4().to_string());
    }
    if !on {
        s.install_id = None; // forget the id on opt-out
    }
    save(&s)
}

pub fn is_enabled() -> bool {
    !env_opt_out() && load().enabled == Some(true)
}

/// Send one event if and only if the user opted in. Failures are ignored.
pub fn record(cli_version: &str, command: &str, duration_ms: u128, exit_code: i32) {
    if !is_enabled() {
        return;
    }
    let s = load();
    let ev = Event {
        cli_version,
        command,
        duration_ms,
        exit_code,
        os: env::consts::OS,
        arch: env::consts::ARCH,
        install_id: s.install_id.unwrap_or_default(),
    };
    let _ = ureq::post(ENDPOINT).timeout(Duration::from_secs(2)).send_json(&ev);
}
