// Look-alike package names: an install of a name one edit (insertion, deletion, substitution or
// transposition) away from a popular package, that is not itself a known package.

export const POPULAR_PYPI = [
  "requests", "numpy", "pandas", "urllib3", "setuptools", "boto3", "botocore", "certifi", "idna", "cryptography",
  "packaging", "attrs", "jinja2", "markupsafe", "click", "flask", "django", "fastapi", "pydantic", "sqlalchemy",
  "pytest", "scipy", "matplotlib", "pillow", "beautifulsoup4", "selenium", "colorama", "tqdm", "openai",
  "anthropic", "transformers", "torch", "tensorflow", "scikit-learn", "httpx", "aiohttp", "websockets", "uvicorn",
  "gunicorn", "psycopg2", "pymongo", "redis", "celery", "paramiko", "pyjwt", "python-dotenv", "keras",
  "opencv-python", "langchain", "huggingface-hub", "datasets", "tokenizers", "accelerate", "jupyter", "notebook",
  "ipython", "virtualenv", "pyyaml", "six", "wheel", "typing-extensions", "charset-normalizer", "python-dateutil",
  "pytz", "simplejson", "lxml", "docutils", "pygments", "rich", "typer", "playwright", "pyautogui", "discord.py",
  "telethon", "web3", "solana", "ccxt", "yfinance", "streamlit", "gradio", "diffusers", "safetensors", "peft",
  "bitsandbytes", "xformers", "vllm", "sentencepiece", "tiktoken", "chromadb", "faiss-cpu", "pinecone-client",
  "google-generativeai", "mistralai", "cohere", "groq", "litellm", "ollama", "pypdf", "pdfplumber", "openpyxl",
  "xlsxwriter", "python-docx", "python-pptx", "reportlab", "markdown", "tabulate", "termcolor", "loguru",
  // among the most downloaded packages of the index
  "protobuf", "grpcio", "google-api-core", "google-cloud-storage", "google-auth", "azure-core", "azure-identity",
  "azure-storage-blob", "s3transfer", "awscli", "pyarrow", "polars", "duckdb", "sqlparse", "alembic", "psutil",
  "pexpect", "fabric", "invoke", "ansible", "docker", "kubernetes", "jsonschema", "marshmallow", "orjson", "ujson",
  "msgpack", "cachetools", "tenacity", "backoff", "filelock", "platformdirs", "appdirs", "regex", "chardet",
  "beautifulsoup", "html5lib", "scrapy", "feedparser", "xmltodict", "defusedxml", "pycryptodome", "pyopenssl",
  "bcrypt", "passlib", "oauthlib", "requests-oauthlib", "slack-sdk", "twilio", "stripe", "sendgrid", "boto3-stubs",
  "networkx", "sympy", "statsmodels", "seaborn", "plotly", "bokeh", "dash", "xgboost", "lightgbm", "catboost",
  "onnx", "onnxruntime", "einops", "timm", "ultralytics", "spacy", "nltk", "gensim", "biopython", "pysam",
  "snakemake", "numexpr", "numba", "h5py", "netcdf4", "xarray", "dask", "joblib", "mlflow", "wandb", "optuna",
] as const;

export const POPULAR_NPM = [
  "react", "react-dom", "lodash", "express", "axios", "chalk", "commander", "debug", "moment", "request",
  "typescript", "webpack", "eslint", "prettier", "jest", "mocha", "vue", "next", "nuxt", "svelte", "vite",
  "dotenv", "uuid", "yargs", "inquirer", "ora", "execa", "glob", "rimraf", "mkdirp", "fs-extra", "body-parser",
  "cors", "jsonwebtoken", "bcrypt", "mongoose", "sequelize", "prisma", "zod", "socket.io", "ws", "node-fetch",
  "cross-env", "nodemon", "puppeteer", "playwright", "electron", "discord.js", "ethers", "web3", "openai",
  "@anthropic-ai/sdk", "langchain", "tailwindcss", "postcss", "autoprefixer", "babel-core", "colors", "coffee-script",
  "crypto-js", "cheerio", "marked", "date-fns", "dayjs", "rxjs", "redux", "graphql", "apollo-server", "sharp",
  // among the most downloaded packages of the registry
  "semver", "minimist", "qs", "ajv", "js-yaml", "yaml", "fast-xml-parser", "xml2js", "xmldom", "@xmldom/xmldom",
  "plist", "tslib", "core-js", "classnames", "prop-types", "immer", "zustand", "jquery", "underscore", "bluebird",
  "async", "ramda", "luxon", "nanoid", "ioredis", "pg", "mysql2", "sqlite3", "better-sqlite3", "knex", "typeorm",
  "mongodb", "firebase", "firebase-admin", "stripe", "twilio", "nodemailer", "passport", "helmet", "morgan",
  "winston", "pino", "koa", "fastify", "hapi", "multer", "formidable", "busboy", "form-data", "got", "superagent",
  "undici", "cross-fetch", "isomorphic-fetch", "node-cron", "cron", "dotenv-expand", "chokidar", "fs-extra",
  "archiver", "adm-zip", "jszip", "tar", "unzipper", "yauzl", "mime", "mime-types", "cookie-parser", "express-session",
  "http-proxy", "http-proxy-middleware", "concurrently", "npm-run-all", "husky", "lint-staged", "ts-node", "tsx",
  "esbuild", "rollup", "parcel", "babel-loader", "@babel/core", "sass", "less", "styled-components", "framer-motion",
  "three", "d3", "chart.js", "highlight.js", "markdown-it", "turndown", "jsdom", "puppeteer-core", "selenium-webdriver",
  "telegraf", "node-telegram-bot-api", "whatsapp-web.js", "bcryptjs", "argon2", "jose", "validator", "joi", "yup",
  "class-validator", "lodash.merge", "deepmerge", "handlebars", "ejs", "pug", "mustache", "shelljs", "cross-spawn",
] as const;

export const POPULAR_GEMS = [
  "rails", "rack", "rake", "bundler", "nokogiri", "devise", "rspec", "rspec-core", "puma", "sidekiq", "faraday",
  "httparty", "rest-client", "activesupport", "activerecord", "actionpack", "thor", "json", "jwt", "redis", "sinatra",
  "rubocop", "minitest", "capybara", "pry", "byebug", "aws-sdk-s3", "aws-sdk-core", "google-protobuf", "grpc",
  "octokit", "mechanize", "net-http", "net-ssh", "bcrypt", "dotenv", "rack-attack", "sprockets", "webpacker",
  "jekyll", "fastlane", "cocoapods", "unicorn", "rubyzip", "mini_magick", "sqlite3", "mysql2", "concurrent-ruby",
] as const;

/** Popular Go modules by path (host/owner/repo); a module one edit away in that prefix imitates one. */
export const POPULAR_GO_MODULES = [
  "github.com/golang-jwt/jwt", "github.com/gin-gonic/gin", "github.com/gorilla/mux", "github.com/gorilla/websocket",
  "github.com/spf13/cobra", "github.com/spf13/viper", "github.com/stretchr/testify", "github.com/sirupsen/logrus",
  "github.com/google/uuid", "github.com/google/go-github", "github.com/aws/aws-sdk-go", "github.com/aws/aws-sdk-go-v2",
  "github.com/labstack/echo", "github.com/gofiber/fiber", "github.com/go-chi/chi", "github.com/go-redis/redis",
  "github.com/redis/go-redis", "github.com/jackc/pgx", "github.com/lib/pq", "github.com/go-sql-driver/mysql",
  "github.com/mattn/go-sqlite3", "github.com/prometheus/client_golang", "github.com/hashicorp/vault",
  "github.com/hashicorp/terraform", "github.com/docker/docker", "github.com/urfave/cli", "github.com/joho/godotenv",
  "github.com/pkg/errors", "github.com/rs/zerolog", "github.com/golang/protobuf", "github.com/MicahParks/keyfunc",
  "github.com/coreos/go-oidc", "github.com/charmbracelet/bubbletea", "github.com/cli/cli", "github.com/ethereum/go-ethereum",
  "golang.org/x/crypto", "golang.org/x/net", "golang.org/x/oauth2", "golang.org/x/sys", "golang.org/x/text",
  "google.golang.org/grpc", "google.golang.org/protobuf", "go.uber.org/zap", "gopkg.in/yaml.v3", "k8s.io/client-go",
  "sigs.k8s.io/controller-runtime", "gorm.io/gorm",
] as const;
const GO_MODULES = POPULAR_GO_MODULES.map((m) => m.toLowerCase());

/** The popular module a Go module path imitates: its first three segments one edit from a popular module's. */
function goModuleTarget(path: string): string | null {
  const lower = path.toLowerCase();
  if (GO_MODULES.some((m) => lower === m || lower.startsWith(`${m}/`) || lower.startsWith(`${m}.`))) return null;
  const segments = lower.split("/");
  for (const m of GO_MODULES) {
    const prefix = segments.slice(0, m.split("/").length).join("/");
    if (prefix.length >= 10 && editDistanceAtMost1(prefix, m)) return `${POPULAR_GO_MODULES[GO_MODULES.indexOf(m)]}${path.slice(prefix.length)}`;
  }
  return null;
}

// Real packages that happen to be one edit away from a popular one.
const KNOWN_NEIGHBOURS = new Set([
  "faiss-gpu", "opencv-contrib-python", "pillow-simd", "tensorflow-cpu", "tensorflow-gpu", "torchaudio", "torchvision",
  "request", "requests-oauthlib", "pyaml", "yaml", "numba", "panda", "torchx", "flask-cors", "jinja", "click-log",
  "redis-py", "tensorboard", "six", "rich", "next", "vue", "ws", "vite", "glob", "globs", "chalk", "ora", "zod",
  "uuid", "debug", "react", "colors", "color", "commander", "execa", "yargs", "jest", "cors", "axios", "sharp",
  "marked", "redux", "moment", "express", "webpack", "eslint", "mocha", "nuxt", "svelte", "dotenv", "cheerio",
  "ethers", "web3", "openai", "ollama", "groq", "cohere", "peft", "vllm", "typer", "lxml", "pytz", "httpx", "httpie",
  "keras", "scipy", "numpy", "pandas", "torch", "boto", "boto3", "botocore", "attr", "attrs", "pillow", "pyjwt",
  "jwt", "pygments", "markdown", "markdown2", "pypdf", "pypdf2", "pypdf3", "docutils", "celery", "paramiko",
  "discord", "solana", "ccxt", "datasets", "gradio", "diffusers", "uvicorn", "gunicorn", "psycopg", "psycopg2",
  "psycopg3", "aiohttp", "websocket", "websockets", "pytest", "mypy", "black", "ruff", "tqdm", "rimraf", "mkdirp",
  // real packages one edit from another popular one
  "simpy", "protobuf3", "fabric2", "fabric3", "cchardet", "pycryptodomex", "psutils", "jsdoc", "preact", "deep-merge",
  "awscli2", "polar", "spacey",
]);

/** Damerau–Levenshtein distance capped at 2 (we only care whether it is ≤ 1). */
export function editDistanceAtMost1(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // transposition
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}

const PYPI = new Set(POPULAR_PYPI.map(normalizeName));
const NPM = new Set(POPULAR_NPM.map(normalizeName));
const GEMS = new Set(POPULAR_GEMS.map(normalizeName));

// npm scopes of well-known publishers: a package under a scope one edit away from one of these is a look-alike
// (`@modelcontext-protocol/server-github` for `@modelcontextprotocol/server-github`).
export const POPULAR_NPM_SCOPES = [
  "modelcontextprotocol", "anthropic-ai", "openai", "types", "babel", "angular", "vue", "aws-sdk", "google-cloud", "azure",
  "microsoft", "vercel", "playwright", "nestjs", "tanstack", "radix-ui", "reduxjs", "sveltejs", "octokit", "slack",
  "supabase", "prisma", "trpc", "swc", "esbuild", "rollup", "vitejs", "storybook", "testing-library", "mui", "emotion",
  "langchain", "huggingface", "stripe", "sentry", "datadog", "elastic", "auth0", "clerk", "upstash", "neondatabase",
] as const;

// Owners of widely used GitHub Actions: an owner one edit away, or the same name with a suffix
// (`tj-action/changed-files`, `sigstore-dev/cosign-installer`), is a look-alike.
export const POPULAR_ACTION_OWNERS = [
  "actions", "github", "docker", "aws-actions", "google-github-actions", "azure", "hashicorp", "sigstore", "tj-actions",
  "peter-evans", "softprops", "codecov", "pnpm", "astral-sh", "dtolnay", "goreleaser", "golangci", "slackapi",
  "stefanzweifel", "crazy-max", "anchore", "aquasecurity", "pypa", "ruby", "gradle", "JamesIves", "cloudflare", "vercel",
  "denoland", "oven-sh", "actions-rs", "Swatinem", "mikepenz", "dorny", "release-drafter", "super-linter", "shivammathur",
  // Marketplace publishers with widely used actions, by ecosystem
  "xu-cheng", "typst-community", "quarto-dev", "r-lib", "julia-actions", "haskell-actions", "erlef", "subosito", "android-actions",
  "maxim-lobanov", "ilammy", "msys2", "lukka", "jurplel", "mamba-org", "conda-incubator", "cachix", "DeterminateSystems",
  "game-ci", "pre-commit", "cypress-io", "coverallsapp", "SonarSource", "snyk", "returntocorp", "semgrep", "ossf",
  "step-security", "slsa-framework", "bridgecrewio", "trufflesecurity", "gitleaks", "appleboy", "burnett01", "SamKirkland",
  "easingthemes", "peaceiris", "nwtgck", "wagoid", "EndBug", "ad-m", "nick-fields", "ncipollo", "svenstaro", "marvinpinto",
  "dawidd6", "rhysd", "reviewdog", "shogo82148", "paambaati", "bahmutov", "pulumi", "terraform-linters", "taiki-e",
  "EnricoMi", "googleapis", "changesets", "cycjimmy", "amannn", "tibdex", "8398a7", "rtCamp", "hadolint", "ludeeus",
  "Homebrew", "helm", "azure", "Azure", "aws-actions", "fluxcd", "sigstore", "codecov", "jetbrains", "JetBrains",
  // organisations whose names are worn by look-alike owners
  "microsoft", "google", "facebook", "apple", "mozilla", "rust-lang", "python", "nodejs", "golang", "kubernetes",
  "kubernetes-sigs", "grafana", "prometheus", "open-telemetry", "apache", "eclipse", "llvm", "KhronosGroup", "godotengine",
  "Unity-Technologies", "EpicGames", "bevyengine", "pytorch", "tensorflow", "huggingface", "openai", "anthropics",
] as const;
const ACTION_OWNERS = new Set(POPULAR_ACTION_OWNERS.map((o) => o.toLowerCase()));

function actionTarget(uses: string): string | null {
  const slash = uses.indexOf("/");
  if (slash <= 0) return null;
  const owner = uses.slice(0, slash).toLowerCase();
  if (ACTION_OWNERS.has(owner)) return null;
  for (const p of ACTION_OWNERS) {
    if ((p.length >= 5 && (editDistanceAtMost1(owner, p) || skeleton(owner) === skeleton(p))) || new RegExp(`^${p.replace(/[-]/g, "\\-")}-(?:dev|io|hq|org|official|team|labs|inc|app|actions|action|ci)$`).test(owner)) return `${p}${uses.slice(slash)}`;
  }
  return null;
}

const ACTION_REF_RE = /^([A-Za-z0-9][\w.-]*)\/([\w.-]+)(?:@[\w./-]+)?$/;

/**
 * What a lookup table entry swaps in for a popular dependency, or null: a popular action's repository under another
 * owner (`actions/setup-node` → `gh-actions-pinned/setup-node`), or a look-alike of a popular package
 * (`python-dateutil` → `python-dateutils`). A table a script applies to the user's manifests is how a "pinner" or
 * "alias fixer" swaps what the project installs; pinning to a SHA of the same repository, or renaming a package to
 * a different, popular one (`sklearn` → `scikit-learn`), is not a swap.
 */
export function dependencySwap(key: string, value: string): string | null {
  const k = ACTION_REF_RE.exec(key);
  if (k && ACTION_OWNERS.has(k[1]!.toLowerCase())) {
    const v = ACTION_REF_RE.exec(value);
    return v && v[1]!.toLowerCase() !== k[1]!.toLowerCase() && v[2]!.toLowerCase() === k[2]!.toLowerCase() ? `${k[1]}/${k[2]} → ${v[1]}/${v[2]}` : null;
  }
  const name = normalizeName(key);
  const swapped = normalizeName(value);
  if (name === swapped || !/^[a-z0-9][a-z0-9-]*$/.test(swapped)) return null;
  for (const eco of ["pypi", "npm"] as const) {
    if (!(eco === "pypi" ? PYPI : NPM).has(name)) continue;
    const target = typosquatTarget(swapped, eco);
    if (target && normalizeName(target) === name) return `${key} → ${value}`;
  }
  return null;
}

/** The popular package `name` imitates, or null. */
export function typosquatTarget(name: string, ecosystem: "pypi" | "npm" | "gha" | "gem" | "go"): string | null {
  if (ecosystem === "gha") return actionTarget(name);
  if (ecosystem === "go") return goModuleTarget(name);
  if (ecosystem === "npm" && name.startsWith("@")) {
    const scope = name.slice(1, name.indexOf("/") > 0 ? name.indexOf("/") : undefined).toLowerCase();
    if ((POPULAR_NPM_SCOPES as readonly string[]).includes(scope)) return null;
    const target = POPULAR_NPM_SCOPES.find((p) => p.length >= 5 && editDistanceAtMost1(scope.replace(/[-_.]/g, ""), p.replace(/[-_.]/g, "")) || (p.length >= 5 && editDistanceAtMost1(scope, p)));
    return target ? `@${target}${name.slice(name.indexOf("/") > 0 ? name.indexOf("/") : name.length)}` : null;
  }
  const n = normalizeName(name);
  const popular = ecosystem === "pypi" ? PYPI : ecosystem === "gem" ? GEMS : NPM;
  if (popular.has(n) || KNOWN_NEIGHBOURS.has(n) || n.length < 5) return null;
  const sk = skeleton(n);
  for (const p of popular) {
    if (p.length >= 5 && (editDistanceAtMost1(n, p) || sk === skeleton(p))) return p;
  }
  return null;
}

/** A name as it looks at a glance: letters that pass for others (rn for m, vv for w, 0 for o, 1 and i for l) made the same. */
function skeleton(name: string): string {
  return name.toLowerCase().replace(/rn/g, "m").replace(/vv/g, "w").replace(/0/g, "o").replace(/[1i]/g, "l");
}

export type InstallArgs = { ecosystem: "pypi" | "npm"; packages: { name: string; pinned: boolean; isUrl: boolean }[] };

const FLAG_WITH_VALUE = new Set(["-r", "--requirement", "-c", "--constraint", "-e", "--editable", "-i", "--index-url",
  "--extra-index-url", "-f", "--find-links", "--target", "-t", "--prefix", "--root", "--python", "-p", "--registry",
  "--cache", "--prefix", "--trusted-host", "--platform", "--python-version", "--only-binary", "--no-binary", "-w"]);

/** Parse the package arguments of `pip install …` / `npm install …` style commands. */
export function parseInstall(tool: string, rest: string): InstallArgs {
  const ecosystem = /pip|uv|poetry|pipx|conda|pdm|rye/.test(tool) ? "pypi" : "npm";
  const packages: InstallArgs["packages"] = [];
  const tokens = rest.split(/[ \t]+/).filter(Boolean);
  for (let i = 0; i < tokens.length; i++) {
    let t = tokens[i]!.replace(/^["']|["']$/g, "");
    if (/^[;&|>#<]/.test(t) || t === "&&" || t === "||") break;
    if (t.startsWith("-")) {
      if (FLAG_WITH_VALUE.has(t)) i++;
      continue;
    }
    if (t === "." || t.startsWith("./") || t.startsWith("/") || t.startsWith("~") || t.startsWith("$") || t.includes("*")) continue;
    if (/^[a-z+]+:\/\//i.test(t) || t.startsWith("git+") || t.startsWith("github:")) {
      packages.push({ name: t, pinned: false, isUrl: true });
      continue;
    }
    if (/\.(?:txt|whl|tar\.gz|zip|tgz|toml|cfg|json)$/i.test(t)) continue;
    t = t.replace(/\[[^\]]*\]/, "");
    if (ecosystem === "pypi") {
      const m = /^([A-Za-z0-9][A-Za-z0-9._-]*)(.*)$/.exec(t);
      if (!m) continue;
      packages.push({ name: m[1]!, pinned: /^(?:===?|~=)/.test(m[2]!), isUrl: false });
    } else {
      const m = /^(@?[A-Za-z0-9][A-Za-z0-9._\/-]*?)(?:@(.+))?$/.exec(t);
      if (!m) continue;
      packages.push({ name: m[1]!, pinned: !!m[2] && /^\d/.test(m[2]), isUrl: false });
    }
  }
  return { ecosystem, packages };
}

/**
 * A package manager setting given as an environment variable or `go env -w` pair that moves installs
 * to another source or turns off their integrity checks, described; null for any other setting.
 * (GOPROXY=https://mirror… , GOSUMDB=off, PIP_EXTRA_INDEX_URL=…, NPM_CONFIG_REGISTRY=…, BUNDLE_MIRROR__…)
 */
export function packageSettingOverride(name: string, value: string): string | null {
  const key = name.toUpperCase();
  const v = value.trim().replace(/^["']|["']$/g, "");
  if (!v) return null;
  switch (key) {
    case "GOPROXY": {
      const hosts = v.split(/[,|]/).filter((p) => p && p !== "direct" && p !== "off");
      return hosts.some((h) => !/^https:\/\/proxy\.golang\.org\/?$/i.test(h)) ? `GOPROXY=${v}` : null;
    }
    case "GOSUMDB":
      return /^off$/i.test(v) ? "GOSUMDB=off (the checksum database is not consulted)" : /^sum\.golang\.org$/i.test(v) ? null : `GOSUMDB=${v}`;
    case "GONOSUMDB":
    case "GONOSUMCHECK":
    case "GOINSECURE":
    case "GOPRIVATE":
    case "GONOPROXY":
      return key === "GOPRIVATE" || key === "GONOPROXY" ? (/^\*$|^\*,|,\*$/.test(v) ? `${key}=${v} (every module skips the checksum database)` : null) : `${key}=${v} (checksums or TLS skipped)`;
    case "GOFLAGS":
      return /-insecure\b/.test(v) ? `GOFLAGS=${v}` : null;
    case "PIP_INDEX_URL":
    case "PIP_EXTRA_INDEX_URL":
    case "PIP_TRUSTED_HOST":
    case "PIP_FIND_LINKS":
    case "UV_INDEX_URL":
    case "UV_EXTRA_INDEX_URL":
    case "UV_DEFAULT_INDEX":
    case "UV_INDEX":
    case "POETRY_REPOSITORIES_URL":
    case "NPM_CONFIG_REGISTRY":
    case "YARN_REGISTRY":
    case "YARN_NPM_REGISTRY_SERVER":
    case "BUN_CONFIG_REGISTRY":
    case "CARGO_REGISTRY_INDEX":
    case "RUBYGEMS_HOST":
    case "GEM_SOURCE":
      return /^(?:https?:\/\/)?(?:pypi\.org|files\.pythonhosted\.org|registry\.npmjs\.org|registry\.yarnpkg\.com|index\.crates\.io|rubygems\.org)(?:\/|$)/i.test(v) ? null : `${key} ${v}`;
    case "NPM_CONFIG_STRICT_SSL":
      return /^(?:false|0|no)$/i.test(v) ? `${key}=${v} (TLS verification off)` : null;
  }
  if (/^CARGO_REGISTRIES_\w+_INDEX$|^BUNDLE_MIRROR__/.test(key)) return `${key} ${v}`;
  return null;
}
