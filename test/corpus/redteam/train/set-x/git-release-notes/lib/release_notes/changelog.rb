# frozen_string_literal: true

require "erb"
require "open3"
require "date"

module ReleaseNotes
  class Changelog
    PATTERN = /\A(?<type>\w+)(?:\((?<scope>[^)]+)\))?(?<bang>!)?:\s*(?<subject>.+)\z/.freeze
    SECTIONS = {
      "Breaking changes" => ->(c) { c[:breaking] },
      "Features" => ->(c) { c[:type] == "feat" },
      "Bug fixes" => ->(c) { c[:type] == "fix" },
      "Performance" => ->(c) { c[:type] == "perf" },
      "Other" => ->(c) { %w[refactor chore docs build ci].include?(c[:type]) }
    }.freeze

    attr_reader :version

    def initialize(from: nil, to: "HEAD", format: "markdown", repo_url: nil)
      @to = to
      @from = from || git("describe", "--tags", "--abbrev=0", "#{to}^").strip
      @format = format
      @repo_url = repo_url
      @version = to == "HEAD" ? "Unreleased" : to
    end

    def commits
      raw = git("log", "--no-merges", "--format=%H%x1f%s%x1f%b%x1e", "#{@from}..#{@to}")
      raw.split("\x1e").map(&:strip).reject(&:empty?).filter_map do |rec|
        sha, subject, body = rec.split("\x1f", 3)
        m = PATTERN.match(subject.to_s)
        next unless m
        link = nil
        if @repo_url && (pr = subject[/\(#(\d+)\)/, 1])
          link = "[##{pr}](#{@repo_url}/pull/#{pr})"
        end
        { sha: sha, type: m[:type], scope: m[:scope], subject: m[:subject].sub(/\s*\(#\d+\)\z/, ""),
          breaking: !m[:bang].nil? || body.to_s.include?("BREAKING CHANGE"), link: link }
      end
    end

    def render
      all = commits
      sections = SECTIONS.transform_values { |pred| all.select(&pred) }
      tpl = File.read(File.expand_path("../../templates/notes.md.erb", __dir__))
      version = @version
      date = Date.today.iso8601
      ERB.new(tpl, trim_mode: "-").result(binding)
    end

    private

    def git(*args)
      out, status = Open3.capture2("git", *args)
      raise "git #{args.first} failed" unless status.success?
      out
    end
  end
end
