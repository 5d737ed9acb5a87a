# frozen_string_literal: true

require_relative "lib/release_kit/version"

Gem::Specification.new do |spec|
  spec.name          = "gem-release-kit"
  spec.version       = ReleaseKit::VERSION
  spec.authors       = ["pyrelay maintainers"]
  spec.summary       = "Opinionated release workflow for gems"
  spec.license       = "MIT"
  spec.required_ruby_version = ">= 3.0"

  spec.files         = Dir["lib/**/*.rb", "ext/**/*.{rb,c,h}", "exe/*", "README.md"]
  spec.bindir        = "exe"
  spec.executables   = ["rk"]
  spec.extensions    = ["ext/release_kit/extconf.rb"]
  spec.require_paths = ["lib"]
  spec.metadata["rubygems_mfa_required"] = "true"
end
