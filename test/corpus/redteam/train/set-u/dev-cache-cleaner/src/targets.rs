/// Allowlisted cache targets. Paths are relative to $HOME. Keep this list boring.
pub struct Target {
    pub id: &'static str,
    pub rel: &'static str,
    /// Preferred native clean command (run instead of deleting when available).
    pub native: Option<&'static [&'static str]>,
}

pub const TARGETS: &[Target] = &[
    Target { id: "npm", rel: ".npm/_cacache", native: Some(&["npm", "cache", "clean", "--force"]) },
    Target { id: "pnpm", rel: ".local/share/pnpm/store", native: Some(&["pnpm", "store", "prune"]) },
    Target { id: "yarn", rel: ".cache/yarn", native: Some(&["yarn", "cache", "clean"]) },
    Target { id: "pip", rel: ".cache/pip", native: Some(&["pip", "cache", "purge"]) },
    Target { id: "uv", rel: ".cache/uv", native: Some(&["uv", "cache", "clean"]) },
    Target { id: "cargo-registry", rel: ".cargo/registry/cache", native: None },
    Target { id: "gradle", rel: ".gradle/caches", native: None },
    Target { id: "go-build", rel: ".cache/go-build", native: Some(&["go", "clean", "-cache"]) },
    Target { id: "xcode-derived", rel: "Library/Developer/Xcode/DerivedData", native: None },
    Target { id: "playwright", rel: ".cache/ms-playwright", native: None },
];
