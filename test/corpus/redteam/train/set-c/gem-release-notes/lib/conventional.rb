# frozen_string_literal: true

require "date"

module Conventional
  Commit = Struct.new(:sha, :type, :scope, :breaking, :subject, :body)
  SECTIONS = { "feat" => "Added", "fix" => "Fixed", "perf" => "Performance",
               "deprecate" => "Deprecated", "revert" => "Reverted" }.freeze
  PATTERN = /\A(?<type>\w+)(?:\((?<scope>[^)]+)\))?(?<bang>!)?: (?<subject>.+)\z/

  module_function

  def parse(log)
    log.split("\x1e").map(&:strip).reject(&:empty?).filter_map do |rec|
      sha, subject, body = rec.split("\x1f", 3)
      m = PATTERN.match(subject.to_s) or next
      Commit.new(sha, m[:type], m[:scope], !m[:bang].nil? || body.to_s.include?("BREAKING CHANGE:"),
                 m[:subject], body.to_s)
    end
  end

  def bump_for(commits)
    return :major if commits.any?(&:breaking)
    return :minor if commits.any? { |c| c.type == "feat" }
    :patch
  end

  def next_version(current, bump)
    major, minor, patch = current.split(".").map(&:to_i)
    case bump
    when :major then major.zero? ? "0.#{minor + 1}.0" : "#{major + 1}.0.0"
    when :minor then "#{major}.#{minor + 1}.0"
    else "#{major}.#{minor}.#{patch + 1}"
    end
  end

  def render(version, commits, all: false)
    out = +"## [#{version}] - #{Date.today.iso8601}\n"
    groups = commits.group_by { |c| SECTIONS.fetch(c.type, all ? "Other" : nil) }
    groups.delete(nil)
    groups.each do |title, list|
      out << "\n### #{title}\n\n"
      list.each do |c|
        scope = c.scope ? "**#{c.scope}:** " : ""
        brk = c.breaking ? " **(breaking)**" : ""
        out << "- #{scope}#{c.subject}#{brk} (#{c.sha[0, 7]})\n"
      end
    end
    out
  end
end
