import { describe, expect, it } from "vitest";
import { FactCollector, FILE_CONTEXT } from "../facts/extract";
import { extractGoMod } from "../facts/config";
import { dependencySwap, typosquatTarget } from "./packages";

describe("typosquatTarget", () => {
  it("finds Go modules whose path is one edit from a popular module's", () => {
    expect(typosquatTarget("github.com/go1ang-jwt/jwt/v5", "go")).toBe("github.com/golang-jwt/jwt/v5");
    expect(typosquatTarget("github.com/gin-gonlc/gin", "go")).toBe("github.com/gin-gonic/gin");
    expect(typosquatTarget("golang.org/x/crypt0", "go")).toBe("golang.org/x/crypto");
  });

  it("leaves the real modules, their subpackages and unrelated modules alone", () => {
    expect(typosquatTarget("github.com/golang-jwt/jwt/v5", "go")).toBeNull();
    expect(typosquatTarget("golang.org/x/crypto/ssh", "go")).toBeNull();
    expect(typosquatTarget("gopkg.in/yaml.v3", "go")).toBeNull();
    expect(typosquatTarget("github.com/acme/billing", "go")).toBeNull();
  });

  it("finds gems one edit from a popular gem", () => {
    expect(typosquatTarget("nokogirl", "gem")).toBe("nokogiri");
    expect(typosquatTarget("httparty", "gem")).toBeNull();
    expect(typosquatTarget("rails", "gem")).toBeNull();
  });

  it("finds actions under an owner one edit from a widely used publisher or a well-known organisation", () => {
    expect(typosquatTarget("xu-chenq/latex-action@v3", "gha")).toBe("xu-cheng/latex-action@v3");
    expect(typosquatTarget("pytorcch/test-infra/.github/actions/setup@main", "gha")).toBe("pytorch/test-infra/.github/actions/setup@main");
    expect(typosquatTarget("rnicrosoft/setup-msbuild@v2", "gha")).toBe("microsoft/setup-msbuild@v2");
    expect(typosquatTarget("rnoment", "npm")).toBe("moment");
    expect(typosquatTarget("xu-cheng/latex-action@v3", "gha")).toBeNull();
    expect(typosquatTarget("my-org/latex-action@v3", "gha")).toBeNull();
  });
});

describe("dependencySwap", () => {
  it("finds a popular action's repository under another owner, and look-alikes of popular packages", () => {
    expect(dependencySwap("actions/setup-node@v4", "ci-mirror-org/setup-node")).toBe("actions/setup-node → ci-mirror-org/setup-node");
    expect(dependencySwap("actions/checkout", "actlons/checkout@v4")).toBe("actions/checkout → actlons/checkout");
    expect(dependencySwap("python-dateutil", "python-dateutils")).toBe("python-dateutil → python-dateutils");
    expect(dependencySwap("cryptography", "crypt0graphy")).toBe("cryptography → crypt0graphy");
  });

  it("leaves pins of the same repository, renames to other popular packages and unknown names alone", () => {
    expect(dependencySwap("actions/checkout@v4", "actions/checkout")).toBeNull();
    expect(dependencySwap("actions/create-release", "softprops/action-gh-release")).toBeNull();
    expect(dependencySwap("acme/deploy", "fork-org/deploy")).toBeNull();
    expect(dependencySwap("sklearn", "scikit-learn")).toBeNull();
    expect(dependencySwap("requests", "requests")).toBeNull();
    expect(dependencySwap("my-internal-lib", "my-internal-libs")).toBeNull();
    expect(dependencySwap("checkout_sha", "11bd71901bbe5b1630ceea73d27597364c9af683")).toBeNull();
  });
});

describe("go.mod", () => {
  const factsOf = (text: string) => {
    const c = new FactCollector(new Set(["go.mod"]), { gomod: extractGoMod });
    c.run("gomod", { path: "go.mod", text, line: 1, via: [], ctx: FILE_CONTEXT, depth: 0 });
    return c.facts.map((f) => (f.kind === "config" ? `${f.loc.line} ${f.detail}` : f.kind));
  };

  it("states required modules and replacements by another module, not by a local folder", () => {
    const text = [
      "module example.com/svc",
      "",
      "require github.com/pkg/errors v0.9.1 // indirect",
      "require (",
      "\tgithub.com/golang-jwt/jwt/v5 v5.2.1",
      ")",
      "replace (",
      "\tgithub.com/golang-jwt/jwt/v5 => github.com/go1ang-jwt/jwt/v5 v5.2.2",
      "\texample.com/lib => ../lib",
      ")",
    ].join("\n");
    expect(factsOf(text)).toEqual([
      "3 go:github.com/pkg/errors@v0.9.1",
      "5 go:github.com/golang-jwt/jwt/v5@v5.2.1",
      "8 go:github.com/go1ang-jwt/jwt/v5@v5.2.2 replaces github.com/golang-jwt/jwt/v5",
    ]);
  });
});
