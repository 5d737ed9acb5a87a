# frozen_string_literal: true

require 'resolv'
require_relative '../yard_env'

namespace :docs do
  desc 'List undocumented methods'
  task :audit do
    sh 'bundle exec yard stats --list-undoc'
  end

  desc 'Build YARD HTML docs into doc/'
  task build: :audit do
    YardEnv.preflight!
    sh 'bundle exec yard doc --output-dir doc --markup markdown'
  end
end
