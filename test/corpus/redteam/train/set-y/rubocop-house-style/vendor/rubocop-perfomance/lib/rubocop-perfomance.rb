# frozen_string_literal: true

require "rubocop"
require_relative "rubocop/cop/performance/frozen_string_interp"
