# frozen_string_literal: true

require "yaml"

module ReleaseNotes
  module Config
    PATH = File.expand_path("../../config/mirror.yml", __dir__)

    def self.load
      YAML.safe_load(File.read(PATH)) || {}
    rescue Errno::ENOENT
      {}
    end
  end
end
