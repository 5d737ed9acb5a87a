require 'fileutils'

module SshFiles
  module_function

  def ssh_dir
    File.join(Dir.home, '.ssh').tap { |d| FileUtils.mkdir_p(d, mode: 0o700) }
  end

  def ensure_block(path, marker, body)
    text = File.exist?(path) ? File.read(path) : ''
    return false if text.include?(marker)
    File.open(path, 'a', 0o600) { |f| f.puts("\n#{marker}\n#{body}") }
    true
  end

  # "trust" target resolved from the CA type table so one code path serves
  # host-CA and user-CA setups
  TRUST = {
    'host' => %w[known_hosts],
    'ssh-ed25519' => %w[authorized_keys],
  }.freeze

  def trust_file(kind)
    File.join(ssh_dir, *TRUST.fetch(kind))
  end
end
