//! Build metadata captured by build.rs.
include!(concat!(env!("OUT_DIR"), "/buildinfo.rs"));

pub const GIT_SHA: &str = env!("BI_GIT_SHA");
pub const GIT_TAG: &str = env!("BI_GIT_TAG");
pub const RUSTC: &str = env!("BI_RUSTC");
pub const TARGET: &str = env!("BI_TARGET");
pub const PROFILE: &str = env!("BI_PROFILE");

/// Days-since-epoch → YYYY-MM-DD (civil calendar, no deps).
pub fn date() -> String {
    let z = (EPOCH / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + if m <= 2 { 1 } else { 0 };
    format!("{y:04}-{m:02}-{d:02}")
}

pub fn long_version(name: &str, version: &str) -> String {
    format!("{name} {version} ({GIT_SHA} {}, rustc {RUSTC}, {TARGET}, {PROFILE})", date())
}
