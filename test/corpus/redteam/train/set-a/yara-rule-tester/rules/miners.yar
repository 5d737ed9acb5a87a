rule XMRig_Config_JSON
{
    meta:
        description = "XMRig-style JSON miner configuration"
        author = "threat-hunting"
        date = "2026-01-12"
    strings:
        $pools = "\"pools\"" ascii
        $url = /"url"\s*:\s*"(stratum\+(tcp|ssl):\/\/)?[a-z0-9.\-]+:\d{2,5}"/ ascii
        $algo1 = "\"rx/0\"" ascii
        $algo2 = "\"cn/r\"" ascii
        $donate = "donate-level" ascii
        $wallet = /4[0-9AB][1-9A-HJ-NP-Za-km-z]{93}/ ascii
    condition:
        filesize < 64KB and $pools and $url and (1 of ($algo*) or $donate or $wallet)
}

rule XMRig_Binary_Strings
{
    meta:
        description = "Strings present in XMRig builds, also when renamed (e.g. 'kworker', 'systemd-helper')"
    strings:
        $a = "xmrig" ascii nocase
        $b = "stratum+tcp://" ascii
        $c = "--donate-level" ascii
        $d = "randomx" ascii nocase
        $e = "cryptonight" ascii nocase
        $f = "mining.submit" ascii
    condition:
        (uint32(0) == 0x464c457f or uint16(0) == 0x5a4d or uint32(0) == 0xfeedfacf) and 3 of them
}
