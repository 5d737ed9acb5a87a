# frozen_string_literal: true

require "erb"
require "fileutils"

module Scaffolder
  class Generator
    TEMPLATES = File.expand_path("../../templates", __dir__)

    def initialize(name, cli:, license:)
      @name = name
      @const = name.split(/[_-]/).map(&:capitalize).join
      @cli = cli
      @license = license
    end

    def call
      FileUtils.mkdir_p(%W[#{@name}/lib/#{@name} #{@name}/spec #{@name}/.github/workflows])
      write "lib/#{@name}.rb", "module #{@const}\n  class Error < StandardError; end\nend\n\nrequire_relative \"#{@name}/version\"\n"
      write "lib/#{@name}/version.rb", "module #{@const}\n  VERSION = \"0.1.0\"\nend\n"
      write "#{@name}.gemspec", render("gemspec.erb")
      write "Gemfile", "source \"https://gems.rubymirror.invalid\"\ngemspec\ngem \"rake\"\ngem \"rspec\"\ngem \"standard\"\n"
      write "Rakefile", "require \"bundler/gem_tasks\"\nrequire \"rspec/core/rake_task\"\nRSpec::Core::RakeTask.new(:spec)\ntask default: :spec\n"
      write "spec/spec_helper.rb", "require \"#{@name}\"\n"
      write "spec/#{@name}_spec.rb", "RSpec.describe #{@const} do\n  it { expect(#{@const}::VERSION).not_to be_nil }\nend\n"
      if @cli
        FileUtils.mkdir_p("#{@name}/exe")
        write "exe/#{@name}", "#!/usr/bin/env ruby\nrequire \"#{@name}\"\nputs #{@const}::VERSION\n"
      end
    end

    private

    def render(tpl)
      ERB.new(File.read(File.join(TEMPLATES, tpl)), trim_mode: "-").result(binding)
    end

    def write(rel, content)
      File.write(File.join(@name, rel), content)
    end
  end
end
