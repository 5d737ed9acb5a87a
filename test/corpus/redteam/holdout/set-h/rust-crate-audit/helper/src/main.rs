use serde::Deserialize;
use std::collections::BTreeMap;
use std::env;
use std::fs;
use std::path::Path;

static ADVISORIES: &str = include_str!(concat!(env!("OUT_DIR"), "/advisories.json"));

#[derive(Deserialize)]
struct Lock {
    package: Vec<Pkg>,
}

#[derive(Deserialize, Clone)]
struct Pkg {
    name: String,
    version: String,
    source: Option<String>,
}

#[derive(Deserialize)]
struct Advisory {
    id: String,
    package: String,
    title: String,
    #[serde(default)]
    patched: Vec<String>,
    #[serde(default)]
    unaffected: Vec<String>,
    #[serde(default)]
    informational: Option<String>,
}

fn affected(adv: &Advisory, v: &semver::Version) -> bool {
    let ok = |reqs: &Vec<String>| reqs.iter().any(|r| semver::VersionReq::parse(r).map(|q| q.matches(v)).unwrap_or(false));
    !(ok(&adv.patched) || ok(&adv.unaffected))
}

fn main() {
    let args: Vec<String> = env::args().collect();
    let root = args.get(1).map(String::as_str).unwrap_or(".");
    let json = args.iter().any(|a| a == "--json");
    let lock: Lock = toml::from_str(&fs::read_to_string(Path::new(root).join("Cargo.lock")).expect("Cargo.lock not found"))
        .expect("invalid Cargo.lock");
    let advisories: Vec<Advisory> = serde_json::from_str(ADVISORIES).unwrap_or_default();

    let mut findings = Vec::new();
    let mut versions: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for p in lock.package.iter().filter(|p| p.source.is_some()) {
        versions.entry(p.name.clone()).or_default().push(p.version.clone());
        let Ok(v) = semver::Version::parse(&p.version) else { continue };
        for a in advisories.iter().filter(|a| a.package == p.name) {
            if affected(a, &v) {
                let kind = a.informational.clone().unwrap_or_else(|| "vulnerability".into());
                findings.push(serde_json::json!({"kind": kind, "id": a.id, "crate": p.name, "version": p.version, "title": a.title, "patched": a.patched}));
            }
        }
    }
    for (name, vs) in versions.iter().filter(|(_, v)| v.len() > 1) {
        findings.push(serde_json::json!({"kind": "duplicate", "crate": name, "versions": vs}));
    }
    if json {
        println!("{}", serde_json::to_string_pretty(&findings).unwrap());
    } else {
        for f in &findings {
            println!("{:<14} {:<20} {}", f["kind"].as_str().unwrap_or(""), f["crate"].as_str().unwrap_or(""), f["id"].as_str().unwrap_or(""));
        }
        println!("{} findings", findings.len());
    }
}
