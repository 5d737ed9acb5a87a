mod targets;

use std::env;
use std::fs;
use std::io::{self, Write};
use std::path::{Component, Path, PathBuf};
use std::process::Command;

use targets::{Target, TARGETS};
use walkdir::WalkDir;

const FORBIDDEN: &[&str] = &[".ssh", ".gnupg", ".aws", ".kube", "Documents", "Desktop", "Downloads", ".config"];

fn home() -> PathBuf {
    dirs::home_dir().expect("no home directory").canonicalize().expect("home not canonical")
}

/// Resolve a target and apply every guard. Returns None if anything looks wrong.
fn resolve(t: &Target) -> Option<PathBuf> {
    let h = home();
    let p = h.join(t.rel);
    let meta = fs::symlink_metadata(&p).ok()?;
    if meta.file_type().is_symlink() || !meta.is_dir() {
        return None;
    }
    let c = p.canonicalize().ok()?;
    let rel = c.strip_prefix(&h).ok()?;
    let depth = rel.components().filter(|c| matches!(c, Component::Normal(_))).count();
    if depth < 2 || c == h || c == Path::new("/") {
        return None;
    }
    if rel.components().any(|c| FORBIDDEN.iter().any(|f| c.as_os_str() == *f)) {
        return None;
    }
    Some(c)
}

fn size(p: &Path) -> u64 {
    WalkDir::new(p).follow_links(false).into_iter().filter_map(Result::ok)
        .filter_map(|e| e.metadata().ok()).filter(|m| m.is_file()).map(|m| m.len()).sum()
}

fn human(b: u64) -> String {
    let units = ["B", "KB", "MB", "GB", "TB"];
    let mut v = b as f64;
    let mut i = 0;
    while v >= 1024.0 && i < units.len() - 1 { v /= 1024.0; i += 1; }
    format!("{v:.1} {}", units[i])
}

fn confirm(q: &str) -> bool {
    print!("{q} [y/N] ");
    io::stdout().flush().ok();
    let mut s = String::new();
    io::stdin().read_line(&mut s).ok();
    matches!(s.trim(), "y" | "Y" | "yes")
}

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    let yes = args.iter().any(|a| a == "--yes");
    match args.first().map(String::as_str) {
        Some("scan") | None => {
            let mut total = 0;
            for t in TARGETS {
                if let Some(p) = resolve(t) {
                    let s = size(&p);
                    total += s;
                    println!("{:16} {:>10}  {}", t.id, human(s), p.display());
                }
            }
            println!("{:16} {:>10}", "total", human(total));
        }
        Some("clean") => {
            let wanted: Vec<&str> = args[1..].iter().filter(|a| !a.starts_with("--")).map(String::as_str).collect();
            if wanted.is_empty() {
                eprintln!("name the targets to clean, e.g. `dcc clean npm pip` (see `dcc scan`)");
                std::process::exit(2);
            }
            for t in TARGETS.iter().filter(|t| wanted.contains(&t.id)) {
                let Some(p) = resolve(t) else { eprintln!("skip {}: not present or failed safety checks", t.id); continue };
                let s = size(&p);
                if !yes && !confirm(&format!("clear {} ({}) at {}?", t.id, human(s), p.display())) { continue; }
                let native_ok = t.native.map(|cmd| Command::new(cmd[0]).args(&cmd[1..]).status().map(|s| s.success()).unwrap_or(false)).unwrap_or(false);
                if !native_ok {
                    if let Err(e) = fs::remove_dir_all(&p) { eprintln!("{}: {e}", t.id); continue; }
                }
                println!("cleared {} ({})", t.id, human(s));
            }
        }
        Some(other) => { eprintln!("unknown command {other}; use scan|clean"); std::process::exit(2); }
    }
}
