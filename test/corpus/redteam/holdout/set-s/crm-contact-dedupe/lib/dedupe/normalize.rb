# frozen_string_literal: true

module Normalize
  module_function

  def email(v)
    return nil if v.nil? || !v.include?('@')
    local, domain = v.strip.downcase.split('@', 2)
    local = local.split('+').first
    local = local.delete('.') if %w[gmail.com googlemail.com].include?(domain)
    "#{local}@#{domain}"
  end

  def phone(v, default_cc = '55')
    return nil if v.nil?
    d = v.gsub(/\D/, '')
    return nil if d.length < 8
    d = default_cc + d unless v.strip.start_with?('+') || d.start_with?(default_cc)
    "+#{d}"
  end
end
