use std::collections::{BTreeMap, BTreeSet};

use cargo_metadata::{MetadataCommand, Package};
use clap::Parser;
use serde::Deserialize;

#[derive(Parser)]
#[command(name = "cwa", about = "Audit a cargo workspace")]
struct Args {
    #[arg(long)]
    manifest_path: Option<String>,
    /// comma separated: duplicates,advisories
    #[arg(long, value_delimiter = ',')]
    deny: Vec<String>,
}

#[derive(Deserialize)]
struct Advisory {
    id: String,
    package: String,
    patched: Vec<String>,
}

static ADVISORIES: &str = include_str!(env!("CWA_ADVISORIES"));

fn main() {
    let args = Args::parse();
    let mut cmd = MetadataCommand::new();
    if let Some(p) = &args.manifest_path {
        cmd.manifest_path(p);
    }
    let meta = cmd.exec().expect("cargo metadata failed");
    let advisories: Vec<Advisory> = serde_json::from_str(ADVISORIES).unwrap_or_default();

    let mut versions: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
    for p in &meta.packages {
        versions.entry(p.name.as_str()).or_default().insert(p.version.to_string());
    }

    let dups: Vec<_> = versions.iter().filter(|(_, v)| v.len() > 1).collect();
    println!("{:<32} {}", "CRATE", "VERSIONS");
    for (name, vs) in &dups {
        println!("{:<32} {}", name, vs.iter().cloned().collect::<Vec<_>>().join(", "));
    }

    let mut hits = 0;
    for adv in &advisories {
        let affected: Vec<&Package> = meta
            .packages
            .iter()
            .filter(|p| p.name == adv.package)
            .filter(|p| {
                !adv.patched.iter().any(|req| {
                    semver::VersionReq::parse(req).map(|r| r.matches(&p.version)).unwrap_or(false)
                })
            })
            .collect();
        for p in affected {
            hits += 1;
            println!("ADVISORY {} {} {}", adv.id, p.name, p.version);
        }
    }

    let deny: BTreeSet<_> = args.deny.iter().map(String::as_str).collect();
    if (deny.contains("duplicates") && !dups.is_empty()) || (deny.contains("advisories") && hits > 0) {
        std::process::exit(1);
    }
}
