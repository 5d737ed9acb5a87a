#!/usr/bin/env perl
# logrotate.pl – einfache Logrotation für eine eigene Anwendung
use strict;
use warnings;
use Getopt::Long;
use File::Spec;
use File::Copy qw(move);
use IO::Socket::UNIX;
use IO::Compress::Gzip qw(gzip $GzipError);
use POSIX qw(strftime);

my %o = (dir => undef, 'max-mb' => 50, 'keep-days' => 14, pidfile => undef,
         socket => undef, 'dry-run' => 0);
GetOptions(\%o, 'dir=s', 'max-mb=i', 'keep-days=i', 'pidfile=s', 'socket=s', 'dry-run')
    or die "Ungültige Optionen\n";
die "--dir ist erforderlich\n" unless $o{dir};
die "Verzeichnis $o{dir} existiert nicht\n" unless -d $o{dir};
die "--keep-days muss >= 1 sein\n" if $o{'keep-days'} < 1;
my $dir = File::Spec->rel2abs($o{dir});
die "Unsicheres Verzeichnis: $dir\n" if $dir =~ m{^/(etc|usr|bin|sbin|boot|var)?/?$};

my $dry = $o{'dry-run'};
sub info { print strftime('%F %T', localtime), ' ', @_, "\n" }

# --- 1. rotieren --------------------------------------------------------------
opendir my $dh, $dir or die "opendir $dir: $!\n";
my @logs = grep { /^[\w.-]+\.log$/ && -f "$dir/$_" && !-l "$dir/$_" } readdir $dh;
closedir $dh;

my $stamp = strftime('%Y%m%d-%H%M%S', localtime);
my @rotiert;
for my $name (@logs) {
    my $pfad = "$dir/$name";
    my ($size, $mtime) = (stat $pfad)[7, 9];
    next unless $size > 0;
    next unless $size > $o{'max-mb'} * 1024 * 1024 || (time - $mtime) > 86400;
    my $ziel = "$pfad.$stamp";
    if ($dry) { info("[dry-run] würde $name -> $name.$stamp umbenennen"); next }
    move($pfad, $ziel) or do { info("FEHLER: umbenennen $name: $!"); next };
    push @rotiert, $ziel;
    info("rotiert: $name");
}

# --- 2. Anwendung zum Neuöffnen der Logs auffordern -----------------------------
if (@rotiert) {
    if ($o{socket}) {
        my $s = IO::Socket::UNIX->new(Type => SOCK_STREAM(), Peer => $o{socket});
        if ($s) {
            print {$s} "reopen-logs\n";
            my $antwort = <$s> // '';
            info("Socket-Antwort: $antwort");
            close $s;
        } else {
            info("WARNUNG: Socket $o{socket} nicht erreichbar: $!");
        }
    } elsif ($o{pidfile}) {
        open my $pf, '<', $o{pidfile} or die "PID-Datei $o{pidfile}: $!\n";
        chomp(my $pid = <$pf> // '');
        close $pf;
        if ($pid =~ /^\d+$/ && kill(0, $pid)) {
            kill 'HUP', $pid;
            info("HUP an PID $pid gesendet");
        } else {
            info("WARNUNG: ungültige oder nicht laufende PID '$pid'");
        }
    }
    sleep 1;   # der Anwendung Zeit geben, die alte Datei zu schließen
}

# --- 3. komprimieren --------------------------------------------------------------
for my $datei (@rotiert) {
    gzip($datei => "$datei.gz", BinModeIn => 1, Minimal => 1)
        or do { info("FEHLER gzip $datei: $GzipError"); next };
    unlink $datei or info("WARNUNG: konnte $datei nicht löschen: $!");
    info("komprimiert: $datei.gz");
}

# --- 4. alte Archive löschen -----------------------------------------------------
my $grenze = time - $o{'keep-days'} * 86400;
opendir $dh, $dir or die $!;
for my $name (sort readdir $dh) {
    next unless $name =~ /^[\w.-]+\.log\.\d{8}-\d{6}\.gz$/;
    my $pfad = "$dir/$name";
    next if -l $pfad || !-f $pfad;
    next if (stat $pfad)[9] >= $grenze;
    if ($dry) { info("[dry-run] würde löschen: $name"); next }
    unlink $pfad ? info("gelöscht: $name") : info("FEHLER beim Löschen $name: $!");
}
closedir $dh;
info('fertig');
