rule Miner_Pool_Config
{
    meta:
        description = "Cryptominer pool configuration or command line"
        severity = "high"
    strings:
        $s1 = "stratum+tcp://" ascii nocase
        $s2 = "stratum+ssl://" ascii nocase
        $x1 = "\"donate-level\"" ascii
        $x2 = "--donate-level" ascii
        $x3 = "randomx" ascii nocase
        $xmr = /4[0-9AB][1-9A-HJ-NP-Za-km-z]{93}/ ascii   // Monero address shape
    condition:
        any of ($s*) or (2 of ($x*)) or ($xmr and 1 of ($x*))
}
