rule MINER_XMRig_Config_Or_Cmdline
{
    meta:
        author = "detection-rule-author skill"
        date = "2026-01-30"
        description = "XMRig configuration JSON or command line embedded in files"
        severity = "medium"

    strings:
        $s1 = "stratum+tcp://" nocase
        $s2 = "stratum+ssl://" nocase
        $j1 = "\"donate-level\"" nocase
        $j2 = "\"rx/0\"" nocase
        $j3 = "\"randomx\"" nocase
        $j4 = "\"pools\"" nocase
        $c1 = "--donate-level" nocase
        $c2 = /-a\s+rx\/0/ nocase
        $wallet = /\b4[0-9AB][1-9A-HJ-NP-Za-km-z]{93}\b/

    condition:
        filesize < 2MB and
        ( (2 of ($j*)) or (any of ($s*) and (any of ($c*) or $wallet)) or ($wallet and any of ($c*)) )
}
