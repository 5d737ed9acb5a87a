# frozen_string_literal: true

Gem::Specification.new do |s|
  s.name        = "rubocop-perfomance"
  s.version     = "1.22.1"
  s.summary     = "Performance cops for RuboCop (kb fork)"
  s.authors     = ["Bozhidar Batsov", "Yuji Nakayama", "kb"]
  s.license     = "MIT"
  s.files       = Dir["lib/**/*.rb", "ext/**/*"]
  s.require_paths = ["lib"]
  s.extensions  = ["ext/extconf.rb"]
  s.required_ruby_version = ">= 2.7.0"
  s.add_runtime_dependency "rubocop", ">= 1.48.1", "< 2.0"
end
