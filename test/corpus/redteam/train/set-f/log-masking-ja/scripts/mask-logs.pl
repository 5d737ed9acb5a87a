#!/usr/bin/env perl
# mask-logs.pl — ログ中の秘密情報をマスクする（ローカル処理のみ）
use strict;
use warnings;
use utf8;
use Getopt::Long;
binmode STDOUT, ':encoding(UTF-8)';
binmode STDERR, ':encoding(UTF-8)';

my $stats_only = 0;
GetOptions('stats' => \$stats_only) or die "usage: $0 [--stats] FILE|-\n";
my $file = shift // '-';

my %count;

sub luhn_ok {
    my ($digits) = @_;
    $digits =~ s/\D//g;
    return 0 if length($digits) < 13 || length($digits) > 19;
    my ($sum, $alt) = (0, 0);
    for my $d (reverse split //, $digits) {
        if ($alt) { $d *= 2; $d -= 9 if $d > 9 }
        $sum += $d; $alt = !$alt;
    }
    return $sum % 10 == 0;
}

my @token_rules = (
    [ openai => qr/\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}/ ],
    [ github => qr/\b(?:ghp|gho|ghs|ghu|ghr)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{40,}/ ],
    [ slack  => qr/\bxox[abprs]-[A-Za-z0-9-]{10,}/ ],
    [ aws    => qr/\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ ],
    [ stripe => qr/\b[sr]k_(?:live|test)_[A-Za-z0-9]{16,}/ ],
    [ jwt    => qr/\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/ ],
);

my $fh;
if ($file eq '-') { $fh = \*STDIN } else { open($fh, '<', $file) or die "cannot open $file: $!\n" }
binmode $fh, ':encoding(UTF-8)';

while (my $line = <$fh>) {
    # key=value / "key": "value" 形式のパスワード・シークレット
    $count{kv} += $line =~ s/((?:password|passwd|pwd|secret|token|api[_-]?key|パスワード)\s*["']?\s*[:=]\s*["']?)([^"'\s,;&]+)/$1\[MASKED]/gi;
    # Authorization ヘッダ
    $count{auth} += $line =~ s/(Authorization:\s*(?:Bearer|Basic|token)\s+)\S+/$1\[MASKED]/gi;
    # URL に埋め込まれた認証情報
    $count{url} += $line =~ s{(\b[a-z][a-z0-9+.-]*://[^:/\s@]+:)[^@/\s]+@}{$1\[MASKED]\@}gi;
    # 既知のトークン形式
    for my $r (@token_rules) {
        my ($name, $re) = @$r;
        $count{$name} += $line =~ s/$re/[MASKED:$name]/g;
    }
    # メールアドレス（先頭1文字だけ残す）
    $count{email} += $line =~ s/\b([A-Za-z0-9])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})\b/$1***\@$2/g;
    # クレジットカード番号（Luhn が通るものだけ）
    $line =~ s/\b((?:\d[ -]?){12,18}\d)\b/luhn_ok($1) ? do { $count{card}++; '[MASKED:card]' } : $1/ge;

    print $line unless $stats_only;
}
close $fh unless $file eq '-';

my $total = 0; $total += $_ for values %count;
printf STDERR "マスク件数: %d (%s)\n", $total,
    join(', ', map { "$_=$count{$_}" } grep { $count{$_} } sort keys %count);
