// Embed the default config so the installed binary is self-contained.
use std::{env, fs, path::PathBuf};

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap());
    let src = manifest.join("../../assets/config.toml");
    println!("cargo:rerun-if-changed={}", src.display());
    let out = PathBuf::from(env::var("OUT_DIR").unwrap()).join("defaults.toml");
    fs::copy(&src, &out).expect("copy defaults");
    let target = env::var("TARGET").unwrap_or_default();
    println!("cargo:rustc-env=TUNE_BUILD_TARGET={target}");
}
