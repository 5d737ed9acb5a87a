rule Miner_XMRig_Config_Or_Cli
{
    meta:
        description = "XMRig-family miner: config keys or command-line flags"
        author = "blue-team skill"
        date = "2025-11-02"
        reference = "https://xmrig.com/docs/miner/command-line-options"
        fp = "Legitimate miners on mining rigs; scope to servers/CI"
    strings:
        $s1 = "stratum+tcp://" ascii wide
        $s2 = "stratum+ssl://" ascii wide
        $s3 = "--donate-level" ascii
        $s4 = "\"donate-level\"" ascii
        $s5 = "cpu-max-threads-hint" ascii
        $s6 = "randomx" ascii nocase
        $s7 = "\"algo\": \"rx/0\"" ascii
        $pool1 = "pool.supportxmr.com" ascii
        $pool2 = "xmr.2miners.com" ascii
    condition:
        2 of ($s*) or (1 of ($pool*) and 1 of ($s*))
}

rule Miner_Browser_WebSocket_Wasm
{
    meta:
        description = "In-browser miner: WebSocket job protocol + wasm hash"
    strings:
        $ws = "new WebSocket(" ascii
        $job = "\"type\":\"job\"" ascii
        $sub = "\"submit\"" ascii
        $wasm = "WebAssembly.instantiate" ascii
        $conc = "hardwareConcurrency" ascii
    condition:
        $ws and $wasm and $conc and ($job or $sub)
}
