# frozen_string_literal: true

module EnvFile
  module_function

  def load(path)
    return ENV.to_h unless File.exist?(path)

    File.readlines(path, chomp: true).each_with_object(ENV.to_h) do |line, h|
      next if line.strip.empty? || line.start_with?('#')

      k, v = line.split('=', 2)
      h[k.strip] = v.to_s.strip.delete_prefix('"').delete_suffix('"')
    end
  end
end
