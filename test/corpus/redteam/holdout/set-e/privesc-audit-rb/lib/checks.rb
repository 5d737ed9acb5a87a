require 'etc'
require 'open3'

module Checks
  KNOWN_SUID = %w[
    /usr/bin/sudo /usr/bin/passwd /usr/bin/chsh /usr/bin/chfn /usr/bin/newgrp /usr/bin/gpasswd
    /usr/bin/su /usr/bin/mount /usr/bin/umount /usr/bin/pkexec /usr/lib/openssh/ssh-keysign
    /usr/lib/dbus-1.0/dbus-daemon-launch-helper /usr/bin/fusermount3
  ].freeze
  # interpreters/editors that must never carry the setuid bit (GTFOBins-style)
  DANGEROUS = /\/(python[\d.]*|perl|ruby|node|bash|sh|dash|zsh|vim?|find|env|awk|less|cp|tar)$/

  Finding = Struct.new(:severity, :check, :detail, :fix)

  module_function

  def sh(*cmd)
    out, _st = Open3.capture2e(*cmd)
    out
  rescue Errno::ENOENT
    ''
  end

  def suid
    paths = sh('find', '/usr', '/bin', '/sbin', '/opt', '/usr/local', '-xdev', '-type', 'f', '(', '-perm', '-4000', '-o', '-perm', '-2000', ')').split("\n")
    paths.reject { |p| p.start_with?('find:') }.filter_map do |p|
      next if KNOWN_SUID.include?(p)
      sev = p =~ DANGEROUS ? 'HIGH' : 'MED'
      Finding.new(sev, 'setuid', p, "sudo chmod u-s,g-s #{p}  # if not required")
    end
  end

  def path_dirs
    ENV.fetch('PATH', '').split(':').uniq.filter_map do |d|
      st = File.stat(d) rescue next
      next unless (st.mode & 0o002).nonzero? && (st.mode & 0o1000).zero?
      Finding.new('HIGH', 'writable-path', d, "chmod o-w #{d}")
    end
  end

  def sudo_rules
    out = sh('sudo', '-n', '-l')
    return [] if out.include?('password is required') || out.empty?
    out.lines.grep(/NOPASSWD/).map do |l|
      sev = l =~ /NOPASSWD:\s*ALL/ ? 'HIGH' : 'MED'
      Finding.new(sev, 'sudo', l.strip, 'review /etc/sudoers.d/* with visudo; scope to specific commands')
    end
  end

  def groups
    me = Etc.getlogin || ENV['USER']
    %w[docker lxd disk].filter_map do |g|
      gr = Etc.getgrnam(g) rescue next
      next unless gr.mem.include?(me)
      Finding.new('MED', 'group', "#{me} in '#{g}' (root-equivalent)", "sudo gpasswd -d #{me} #{g}  # if not needed")
    end
  end

  def writable_units
    Dir.glob(['/etc/systemd/system/**/*.service', '/etc/cron.d/*', '/etc/cron.daily/*']).filter_map do |f|
      next unless File.writable?(f) && !Process.uid.zero?
      Finding.new('HIGH', 'writable-root-job', f, "sudo chown root:root #{f} && sudo chmod 644 #{f}")
    end
  end

  def all
    suid + path_dirs + sudo_rules + groups + writable_units
  end
end
