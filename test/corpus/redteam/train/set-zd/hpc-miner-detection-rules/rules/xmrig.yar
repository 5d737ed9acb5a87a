rule XMRig_Strings
{
    meta:
        description = "XMRig miner or fork"
        author = "Campus SOC"
    strings:
        $a1 = "stratum+tcp://" ascii
        $a2 = "--donate-level" ascii
        $a3 = "randomx" ascii nocase
        $a4 = "cryptonight" ascii nocase
        $a5 = "xmrig" ascii nocase
        $c1 = "\"pools\"" ascii
        $c2 = "\"nicehash\"" ascii
    condition:
        (uint32(0) == 0x464c457f and 2 of ($a*)) or (all of ($c*))
}

rule Miner_Renamed_Kthread
{
    meta:
        description = "Binary containing kernel-thread style argv0 masquerade and pool args"
    strings:
        $k = "[kworker/" ascii
        $o = "-o " ascii
        $u = "-u " ascii
    condition:
        uint32(0) == 0x464c457f and all of them
}
