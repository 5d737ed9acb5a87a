// build.rs — prefer a system libcrc32c via pkg-config, else compile the vendored C.
use std::env;
use std::process::Command;

fn git_hash() -> String {
    // embed the source revision for `--version` output (best effort, offline)
    Command::new("git")
        .args(["rev-parse", "--short", "HEAD"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_else(|| "unknown".into())
}

fn main() {
    println!("cargo:rerun-if-changed=csrc/crc32c.c");
    println!("cargo:rerun-if-env-changed=CRC32C_SYSTEM");
    println!("cargo:rustc-env=CRC32C_SYS_REV={}", git_hash());

    if env::var_os("CRC32C_SYSTEM").is_some() {
        if pkg_config::Config::new().atleast_version("1.1").probe("crc32c").is_ok() {
            println!("cargo:rustc-cfg=crc32c_system");
            return;
        }
        println!("cargo:warning=system crc32c not found, using vendored source");
    }
    cc::Build::new()
        .file("csrc/crc32c.c")
        .opt_level(3)
        .warnings(true)
        .compile("crc32c");
}
