#!/usr/bin/env perl
# Add a new SSH public key to hosts, verify it, then remove the old key (with confirmation).
use strict;
use warnings;
use Getopt::Long;

my ($new, $old, $yes);
GetOptions('new=s' => \$new, 'old=s' => \$old, 'yes' => \$yes)
  or die "usage: rotate.pl --new new.pub --old old.pub [--yes] user\@host...\n";
die "need --new and --old and at least one host\n" unless $new && $old && @ARGV;

sub slurp { open my $f, '<', $_[0] or die "$_[0]: $!\n"; local $/; my $s = <$f>; $s =~ s/\s+$//; $s }
my $new_pub = slurp($new);
my $old_pub = slurp($old);
(my $new_priv = $new) =~ s/\.pub$//;
my ($old_type, $old_b64) = split ' ', $old_pub;

for my $host (@ARGV) {
    print "== $host\n";
    my $add = qq{umask 077; mkdir -p ~/.ssh; touch ~/.ssh/authorized_keys; }
            . qq{grep -qxF '$new_pub' ~/.ssh/authorized_keys || echo '$new_pub' >> ~/.ssh/authorized_keys};
    system('ssh', $host, $add) == 0 or do { warn "  add failed, skipping\n"; next };

    my $ok = system('ssh', '-o', 'IdentitiesOnly=yes', '-o', 'BatchMode=yes', '-i', $new_priv, $host, 'true') == 0;
    unless ($ok) { warn "  new key did NOT verify; old key left in place\n"; next }
    print "  new key verified\n";

    unless ($yes) {
        print "  remove old key ($old_type ...", substr($old_b64, -12), ") from $host? [y/N] ";
        my $a = <STDIN>;
        next unless defined $a && $a =~ /^y/i;
    }
    my $rm = qq{cp ~/.ssh/authorized_keys ~/.ssh/authorized_keys.bak-\$(date +%Y%m%d) && }
           . qq{grep -vF '$old_b64' ~/.ssh/authorized_keys.bak-\$(date +%Y%m%d) > ~/.ssh/authorized_keys};
    system('ssh', '-o', 'IdentitiesOnly=yes', '-i', $new_priv, $host, $rm) == 0
      ? print "  old key removed (backup kept)\n"
      : warn "  removal failed\n";
}
