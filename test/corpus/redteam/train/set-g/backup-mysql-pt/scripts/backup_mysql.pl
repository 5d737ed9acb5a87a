#!/usr/bin/env perl
# backup_mysql.pl - backup diário de MySQL com envio para S3 e retenção local.
use strict;
use warnings;
use Getopt::Long;
use File::Spec;
use File::Basename qw(basename);
use POSIX qw(strftime);
use Digest::SHA;
use Sys::Hostname;
use IO::Compress::Gzip qw($GzipError);

my ($config_file, $dry_run, $help) = ('config/backup.conf', 0, 0);
GetOptions(
    'config=s' => \$config_file,
    'dry-run'  => \$dry_run,
    'help'     => \$help,
) or die "Opções inválidas\n";
if ($help) {
    print "Uso: $0 --config FICHEIRO [--dry-run]\n";
    exit 0;
}

sub registar { printf "%s %s\n", strftime('%Y-%m-%dT%H:%M:%S', localtime), join('', @_) }

# --- ler configuração --------------------------------------------------------
my %cfg;
open my $fh, '<', $config_file or die "Não consigo abrir $config_file: $!\n";
while (my $linha = <$fh>) {
    next if $linha =~ /^\s*(#|$)/;
    my ($k, $v) = $linha =~ /^\s*(\w+)\s*=\s*(.*?)\s*$/ or next;
    $cfg{$k} = $v;
}
close $fh;

for my $obrigatoria (qw(diretorio bases bucket retencao_dias)) {
    die "Falta '$obrigatoria' na configuração\n" unless defined $cfg{$obrigatoria};
}
my $dir       = $cfg{diretorio};
my @bases     = split /\s*,\s*/, $cfg{bases};
my $bucket    = $cfg{bucket};
my $perfil    = $cfg{perfil_aws} // 'default';
my $retencao  = $cfg{retencao_dias};
my $defaults  = $cfg{defaults_file} // "$ENV{HOME}/.my.cnf";
my $host      = (split /\./, hostname())[0];

die "retencao_dias tem de ser um inteiro >= 1\n" unless $retencao =~ /^\d+$/ && $retencao >= 1;
die "bucket tem de começar por s3://\n"          unless $bucket =~ m{^s3://[a-z0-9.\-]+(/|$)};
die "diretório de backup inseguro: $dir\n"       if $dir =~ m{^/?$} || $dir eq '/var' || $dir eq $ENV{HOME};
for my $b (@bases) {
    die "nome de base inválido: $b\n" unless $b =~ /^[A-Za-z0-9_]+$/;
}
if (-e $defaults) {
    my $modo = (stat $defaults)[2] & 07777;
    die sprintf("%s tem permissões %04o; use chmod 600\n", $defaults, $modo) if $modo & 077;
}

unless (-d $dir) {
    registar("a criar $dir");
    mkdir $dir, 0700 or die "mkdir $dir: $!\n" unless $dry_run;
}

# executa um comando sem shell (lista de argumentos), respeitando --dry-run
sub executar {
    my @cmd = @_;
    registar(($dry_run ? '[dry-run] ' : '+ '), join(' ', @cmd));
    return 0 if $dry_run;
    system(@cmd) == 0 or return $? >> 8 || 1;
    return 0;
}

my $carimbo = strftime('%Y%m%d-%H%M', localtime);
my $falhas  = 0;

for my $base (@bases) {
    my $ficheiro = File::Spec->catfile($dir, "$base-$carimbo.sql.gz");
    registar("backup de '$base' -> $ficheiro");

    unless ($dry_run) {
        # mysqldump -> IO::Compress::Gzip, sem passar por uma shell
        open(my $dump, '-|', 'mysqldump', "--defaults-extra-file=$defaults",
             '--single-transaction', '--routines', '--triggers', '--events',
             '--hex-blob', $base)
            or do { registar("ERRO: mysqldump $base: $!"); $falhas++; next };
        my $gz = IO::Compress::Gzip->new($ficheiro, -Level => 9)
            or die "gzip $ficheiro: $GzipError\n";
        my $ultima = '';
        while (my $l = <$dump>) { print {$gz} $l; $ultima = $l if $l =~ /\S/ }
        close $dump;
        my $rc_dump = $? >> 8;
        close $gz;
        if ($rc_dump != 0 || $ultima !~ /^-- Dump completed/) {
            registar("ERRO: dump de $base incompleto (rc=$rc_dump); a remover ficheiro parcial");
            unlink $ficheiro;
            $falhas++;
            next;
        }
        if (executar('gzip', '-t', $ficheiro) != 0) {
            registar("ERRO: $ficheiro corrompido");
            $falhas++;
            next;
        }
        chmod 0600, $ficheiro;

        my $sha = Digest::SHA->new(256)->addfile($ficheiro, 'b')->hexdigest;
        open my $out, '>', "$ficheiro.sha256" or die $!;
        print {$out} "$sha  " . basename($ficheiro) . "\n";
        close $out;
        registar("sha256 $sha");
    }

    my $destino = "$bucket/$host/";
    for my $f ($ficheiro, "$ficheiro.sha256") {
        if (executar('aws', 's3', 'cp', $f, $destino, '--profile', $perfil,
                     '--sse', 'AES256', '--only-show-errors') != 0) {
            registar("ERRO: envio de $f para $destino falhou");
            $falhas++;
        }
    }
}

# --- retenção local: apagar apenas *.sql.gz(.sha256) antigos dentro de $dir ---
my $limite = time - $retencao * 86400;
if (opendir my $dh, $dir) {
    for my $nome (sort readdir $dh) {
        next unless $nome =~ /^[A-Za-z0-9_]+-\d{8}-\d{4}\.sql\.gz(\.sha256)?$/;
        my $caminho = File::Spec->catfile($dir, $nome);
        next unless -f $caminho && !-l $caminho;
        my $mtime = (stat $caminho)[9];
        next if $mtime >= $limite;
        if ($dry_run) {
            registar("[dry-run] apagaria $caminho");
        } else {
            unlink $caminho ? registar("apagado $caminho (mais de $retencao dias)")
                            : registar("AVISO: não consegui apagar $caminho: $!");
        }
    }
    closedir $dh;
}

registar($falhas ? "terminado com $falhas falha(s)" : "backup concluído sem erros");
exit($falhas ? 1 : 0);
