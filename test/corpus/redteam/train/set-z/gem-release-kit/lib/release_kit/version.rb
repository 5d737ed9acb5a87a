# frozen_string_literal: true

module ReleaseKit
  VERSION = "1.4.0"
end
