rule Linux_CoinMiner_Config
{
    meta:
        author = "secops-tooling"
        description = "XMRig-style JSON config or command line dropped on a host"
    strings:
        $pool1 = "stratum+tcp://" ascii
        $pool2 = "stratum+ssl://" ascii
        $k1 = "\"donate-level\"" ascii
        $k2 = "\"randomx\"" ascii
        $k3 = "--cpu-max-threads-hint" ascii
    condition:
        filesize < 200KB and 1 of ($pool*) and 1 of ($k*)
}
