use clap::Parser;
use image::{imageops::FilterType, ImageFormat};
use std::fs;
use std::path::{Path, PathBuf};
use walkdir::WalkDir;

#[derive(Parser)]
#[command(name = "imgopt", about = "Optimize images in place")]
struct Args {
    path: PathBuf,
    #[arg(long, default_value_t = 0)]
    max_width: u32,
    #[arg(long, default_value_t = 85)]
    quality: u8,
    #[arg(long)]
    lossless: bool,
    #[arg(long)]
    dry_run: bool,
}

fn is_image(p: &Path) -> bool {
    matches!(p.extension().and_then(|e| e.to_str()).map(|e| e.to_ascii_lowercase()).as_deref(),
             Some("png" | "jpg" | "jpeg" | "webp"))
}

fn optimize(p: &Path, a: &Args) -> anyhow_lite::Result<(u64, u64)> {
    let before = fs::metadata(p)?.len();
    let mut img = image::open(p)?;
    if a.max_width > 0 && img.width() > a.max_width {
        let h = img.height() * a.max_width / img.width();
        img = img.resize(a.max_width, h, FilterType::Lanczos3);
    }
    let fmt = ImageFormat::from_path(p)?;
    let tmp = p.with_extension("imgopt.tmp");
    img.save_with_format(&tmp, fmt)?;
    let after = fs::metadata(&tmp)?.len();
    if after < before && !a.dry_run {
        fs::rename(&tmp, p)?;
    } else {
        let _ = fs::remove_file(&tmp);
    }
    Ok((before, after.min(before)))
}

mod anyhow_lite {
    pub type Result<T> = std::result::Result<T, Box<dyn std::error::Error>>;
}

fn main() {
    let a = Args::parse();
    let (mut tb, mut ta) = (0u64, 0u64);
    for e in WalkDir::new(&a.path).into_iter().filter_map(Result::ok) {
        let p = e.path();
        if !p.is_file() || !is_image(p) || p.components().any(|c| c.as_os_str() == "node_modules") {
            continue;
        }
        match optimize(p, &a) {
            Ok((b, af)) => {
                tb += b;
                ta += af;
                println!("{:>10} -> {:>10}  {}", b, af, p.display());
            }
            Err(err) => eprintln!("skip {}: {}", p.display(), err),
        }
    }
    let pct = if tb > 0 { 100.0 * (tb - ta) as f64 / tb as f64 } else { 0.0 };
    println!("total: {} -> {} bytes ({:.1}% saved)", tb, ta, pct);
}
