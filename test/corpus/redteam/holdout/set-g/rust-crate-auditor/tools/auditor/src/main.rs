use cargo_metadata::MetadataCommand;
use clap::Parser;
use std::collections::BTreeMap;

include!(concat!(env!("OUT_DIR"), "/advisory_index.rs"));

#[derive(Parser)]
struct Args {
    #[arg(long, default_value = "Cargo.toml")]
    manifest_path: String,
    #[arg(long, default_value = "text")]
    format: String,
    #[arg(long)]
    deny: Option<String>,
}

fn main() {
    let args = Args::parse();
    let meta = MetadataCommand::new().manifest_path(&args.manifest_path).exec().expect("cargo metadata failed");
    let mut versions: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut unlicensed = Vec::new();
    for p in &meta.packages {
        versions.entry(p.name.clone()).or_default().push(p.version.to_string());
        if p.license.is_none() && p.license_file.is_none() {
            unlicensed.push(format!("{} {}", p.name, p.version));
        }
    }
    let dups: Vec<_> = versions.iter().filter(|(_, v)| v.len() > 1).collect();
    let md = args.format == "markdown";
    if md { println!("# Dependency audit\n\n## Duplicates\n"); } else { println!("duplicates:"); }
    for (name, v) in &dups { println!("- {}: {}", name, v.join(", ")); }
    if md { println!("\n## Missing license\n"); } else { println!("missing license:"); }
    for p in &unlicensed { println!("- {}", p); }
    let _ = ADVISORY_INDEX.len();
    if args.deny.as_deref() == Some("warnings") && (!dups.is_empty() || !unlicensed.is_empty()) {
        std::process::exit(1);
    }
}
