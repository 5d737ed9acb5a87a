use clap::{Parser, Subcommand};
use std::fs;
use syn::visit::Visit;
use walkdir::WalkDir;

#[derive(Parser)]
#[command(name = "rrk", version = env!("CARGO_PKG_VERSION"))]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    Unwraps { #[arg(long, default_value = ".")] krate: String },
    Modsize { #[arg(long, default_value_t = 800)] threshold: usize },
}

struct UnwrapFinder { file: String, hits: Vec<String> }

impl<'ast> Visit<'ast> for UnwrapFinder {
    fn visit_expr_method_call(&mut self, m: &'ast syn::ExprMethodCall) {
        let n = m.method.to_string();
        if n == "unwrap" || n == "expect" {
            self.hits.push(format!("{}: .{}()", self.file, n));
        }
        syn::visit::visit_expr_method_call(self, m);
    }
}

fn rs_files(root: &str) -> impl Iterator<Item = walkdir::DirEntry> {
    WalkDir::new(root).into_iter().flatten()
        .filter(|e| e.path().extension().map_or(false, |x| x == "rs"))
        .filter(|e| !e.path().components().any(|c| c.as_os_str() == "target" || c.as_os_str() == "tests"))
}

fn main() {
    match Cli::parse().cmd {
        Cmd::Unwraps { krate } => {
            for e in rs_files(&krate) {
                let src = fs::read_to_string(e.path()).unwrap_or_default();
                if let Ok(f) = syn::parse_file(&src) {
                    let mut v = UnwrapFinder { file: e.path().display().to_string(), hits: vec![] };
                    v.visit_file(&f);
                    v.hits.iter().for_each(|h| println!("{h}"));
                }
            }
        }
        Cmd::Modsize { threshold } => {
            for e in rs_files(".") {
                let n = fs::read_to_string(e.path()).map(|s| s.lines().count()).unwrap_or(0);
                if n > threshold { println!("{:>6}  {}", n, e.path().display()); }
            }
        }
    }
}
