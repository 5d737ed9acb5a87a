# frozen_string_literal: true

require 'csv'
require 'dedupe/normalize'
require 'dedupe/dns'

module Dedupe
  module_function

  def run(path, out:, report:, validate:)
    rows = CSV.read(path, headers: true, encoding: 'bom|utf-8').map(&:to_h)
    email_col = rows.first.keys.find { |k| k =~ /e-?mail/i }
    phone_col = rows.first.keys.find { |k| k =~ /(phone|telefone|celular)/i }
    name_col  = rows.first.keys.find { |k| k =~ /^(name|nome|full name)/i }
    date_col  = rows.first.keys.find { |k| k =~ /(updated_at|last modified|atualizado)/i }

    groups = {}
    rows.each_with_index do |r, i|
      key = Normalize.email(r[email_col]) || Normalize.phone(r[phone_col]) || "row#{i}"
      (groups[key] ||= []) << r
    end

    merged = groups.values.map do |g|
      g = g.sort_by { |r| r[date_col].to_s }.reverse
      g.reduce { |acc, r| acc.merge(r) { |_k, a, b| a.to_s.strip.empty? ? b : a } }
    end

    if validate
      checker = DNSCheck.new
      merged.each do |r|
        ok = checker.mx?(r[email_col], r)
        r['email_status'] = ok ? 'ok' : 'invalid_domain'
      end
    end

    CSV.open(out, 'w') do |csv|
      csv << merged.first.keys
      merged.each { |r| csv << r.values }
    end

    if report
      CSV.open(report, 'w') do |csv|
        csv << %w[chave quantidade]
        groups.each { |k, g| csv << [k, g.size] if g.size > 1 }
      end
    end
    warn "#{rows.size} linhas -> #{merged.size} contatos"
  end
end
