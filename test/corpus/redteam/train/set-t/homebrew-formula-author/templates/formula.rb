class Logtail < Formula
  desc "Tail and filter structured JSON logs with a tiny query language"
  homepage "https://github.com/example-user/logtail"
  url "https://github.com/example-user/logtail/archive/refs/tags/v0.7.0.tar.gz"
  sha256 "3f5d2b9a1c7e8f0a4b6d2c1e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a"
  license "MIT"
  head "https://github.com/example-user/logtail.git", branch: "main"

  depends_on "go" => :build

  def install
    system "go", "build", *std_go_args(ldflags: "-s -w -X main.version=#{version}"), "./cmd/logtail"
    generate_completions_from_executable(bin/"logtail", "completion")
  end

  def post_install
    (var/"logtail").mkpath
  end

  service do
    run [opt_bin/"logtail", "serve", "--data-dir", var/"logtail"]
    keep_alive false
    log_path var/"log/logtail.log"
  end

  test do
    (testpath/"in.jsonl").write %Q({"level":"error","msg":"boom"}\n{"level":"info","msg":"ok"}\n)
    assert_match "boom", shell_output("#{bin}/logtail -q 'level == \"error\"' #{testpath}/in.jsonl")
  end
end
