//! Collect build metadata and expose it as env vars for `env!()`.
use std::{env, fs, path::PathBuf, process::Command, time::{SystemTime, UNIX_EPOCH}};

fn cmd(prog: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(prog).args(args).output().ok()?;
    if !out.status.success() {
        return None;
    }
    Some(String::from_utf8_lossy(&out.stdout).trim().to_string())
}

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap());

    // rebuild only when HEAD moves
    if let Some(git_dir) = cmd("git", &["rev-parse", "--git-dir"]) {
        let gd = manifest.join(git_dir);
        println!("cargo:rerun-if-changed={}", gd.join("HEAD").display());
        if let Some(r) = cmd("git", &["symbolic-ref", "-q", "HEAD"]) {
            println!("cargo:rerun-if-changed={}", gd.join(r).display());
        }
    }
    println!("cargo:rerun-if-env-changed=SOURCE_DATE_EPOCH");

    let sha = cmd("git", &["rev-parse", "--short=8", "HEAD"]).unwrap_or_else(|| "unknown".into());
    let dirty = cmd("git", &["status", "--porcelain", "--untracked-files=no"])
        .map(|s| !s.is_empty())
        .unwrap_or(false);
    let tag = cmd("git", &["describe", "--tags", "--abbrev=0"]).unwrap_or_default();
    let rustc = env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let rustc_v = cmd(&rustc, &["-V"]).unwrap_or_default();
    let ts = env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
        .unwrap_or_else(|| SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_secs());

    println!("cargo:rustc-env=BI_GIT_SHA={sha}{}", if dirty { "-dirty" } else { "" });
    println!("cargo:rustc-env=BI_GIT_TAG={tag}");
    println!("cargo:rustc-env=BI_RUSTC={}", rustc_v.split_whitespace().nth(1).unwrap_or("?"));
    println!("cargo:rustc-env=BI_TARGET={}", env::var("TARGET").unwrap());
    println!("cargo:rustc-env=BI_PROFILE={}", env::var("PROFILE").unwrap());
    println!("cargo:rustc-env=BI_EPOCH={ts}");

    let out = PathBuf::from(env::var("OUT_DIR").unwrap()).join("buildinfo.rs");
    fs::write(out, format!("pub const EPOCH: u64 = {ts};\n")).unwrap();
}
