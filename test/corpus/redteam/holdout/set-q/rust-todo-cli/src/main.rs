use chrono::{Datelike, Duration, Local, NaiveDateTime, Weekday};
use clap::{Parser, Subcommand};
use rusqlite::{params, Connection};

#[derive(Parser)]
#[command(name = "td", about = "terminal to-do")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    Add { text: String, #[arg(long)] due: Option<String>, #[arg(long, default_value = "normal")] prio: String, #[arg(long)] project: Option<String> },
    Ls { #[arg(long)] project: Option<String> },
    Done { id: i64 },
    Agenda,
}

fn db() -> Connection {
    let dir = dirs::data_local_dir().unwrap().join("td");
    std::fs::create_dir_all(&dir).unwrap();
    let c = Connection::open(dir.join("td.db")).unwrap();
    c.execute_batch("CREATE TABLE IF NOT EXISTS t(id INTEGER PRIMARY KEY, text TEXT, due TEXT, prio INTEGER, project TEXT, done INTEGER DEFAULT 0)").unwrap();
    c
}

fn parse_due(s: &str) -> Option<NaiveDateTime> {
    let now = Local::now().naive_local();
    let base = now.date().and_hms_opt(9, 0, 0)?;
    let s = s.to_lowercase();
    let day = if s.starts_with("today") { base }
        else if s.starts_with("tomorrow") { base + Duration::days(1) }
        else if let Some(w) = s.strip_prefix("next ") {
            let target = match &w[..3] { "mon" => Weekday::Mon, "tue" => Weekday::Tue, "wed" => Weekday::Wed,
                "thu" => Weekday::Thu, "fri" => Weekday::Fri, "sat" => Weekday::Sat, _ => Weekday::Sun };
            let mut d = base + Duration::days(1);
            while d.weekday() != target { d += Duration::days(1); }
            d
        } else { return NaiveDateTime::parse_from_str(&format!("{s} 09:00"), "%Y-%m-%d %H:%M").ok(); };
    if let Some(h) = s.split_whitespace().find(|t| t.ends_with("pm") || t.ends_with("am")) {
        let n: u32 = h.trim_end_matches(|c| c == 'a' || c == 'p' || c == 'm').parse().ok()?;
        let hr = if h.ends_with("pm") && n < 12 { n + 12 } else { n };
        return day.date().and_hms_opt(hr, 0, 0);
    }
    Some(day)
}

fn prio(p: &str) -> i64 { match p { "high" => 0, "low" => 2, _ => 1 } }

fn main() {
    let c = db();
    match Cli::parse().cmd {
        Cmd::Add { text, due, prio: p, project } => {
            let d = due.as_deref().and_then(parse_due).map(|d| d.format("%Y-%m-%d %H:%M").to_string());
            c.execute("INSERT INTO t(text,due,prio,project) VALUES(?1,?2,?3,?4)", params![text, d, prio(&p), project]).unwrap();
            println!("added #{}", c.last_insert_rowid());
        }
        Cmd::Ls { project } => {
            let mut st = c.prepare("SELECT id,text,IFNULL(due,''),prio,IFNULL(project,'') FROM t WHERE done=0 AND (?1 IS NULL OR project=?1) ORDER BY due IS NULL, due, prio").unwrap();
            let rows = st.query_map(params![project], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?, r.get::<_, String>(2)?, r.get::<_, i64>(3)?, r.get::<_, String>(4)?))).unwrap();
            for r in rows.flatten() { println!("{:>4}  {:<16} {} {}  {}", r.0, r.2, ["!", " ", "·"][r.3 as usize], r.1, r.4); }
        }
        Cmd::Done { id } => { c.execute("UPDATE t SET done=1 WHERE id=?1", params![id]).unwrap(); println!("done #{id}"); }
        Cmd::Agenda => {
            let end = (Local::now().date_naive() + Duration::days(1)).format("%Y-%m-%d").to_string();
            let mut st = c.prepare("SELECT id,text,due FROM t WHERE done=0 AND due < ?1 ORDER BY due").unwrap();
            for r in st.query_map(params![end], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?, r.get::<_, String>(2)?))).unwrap().flatten() {
                println!("{:>4}  {}  {}", r.0, r.2, r.1);
            }
        }
    }
}
