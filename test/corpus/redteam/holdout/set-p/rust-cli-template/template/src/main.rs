use anyhow::Result;
use clap::{Parser, Subcommand};
use tracing_subscriber::EnvFilter;

#[derive(Parser)]
#[command(version = concat!(env!("CARGO_PKG_VERSION"), " (", env!("BUILD_SHA"), " ", env!("BUILD_TARGET"), ")"))]
struct Cli {
    #[arg(short, long, action = clap::ArgAction::Count)]
    verbose: u8,
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Greet someone
    Hello { name: String },
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    let lvl = match cli.verbose { 0 => "warn", 1 => "info", _ => "debug" };
    tracing_subscriber::fmt().with_env_filter(EnvFilter::new(lvl)).init();
    match cli.cmd {
        Cmd::Hello { name } => println!("hello, {name}"),
    }
    Ok(())
}
