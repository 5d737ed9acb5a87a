rule Shell_Reverse_DevTcp
{
    meta:
        author = "detection-eng"
        description = "Bash reverse shell via /dev/tcp in scripts"
        tlp = "clear"
    strings:
        $a = "bash -i >& /dev/tcp/" ascii
        $b = "0>&1" ascii
        $c = /exec [0-9]+<>\/dev\/tcp\// ascii
    condition:
        filesize < 200KB and (($a and $b) or $c)
}

rule Script_PipeToShell_FromIP
{
    meta:
        description = "curl/wget piped to a shell from a raw IPv4 address"
    strings:
        $r = /(curl|wget)[^|\n]{0,80}https?:\/\/[0-9]{1,3}(\.[0-9]{1,3}){3}[^|\n]{0,80}\|\s*(ba|z)?sh/ ascii
    condition:
        $r
}

rule Miner_XMRig_Config
{
    meta:
        description = "XMRig command line or JSON config"
    strings:
        $s1 = "stratum+tcp://" ascii
        $s2 = "--donate-level" ascii
        $s3 = "\"algo\": \"rx/0\"" ascii
        $s4 = "randomx" ascii nocase
    condition:
        2 of them
}

rule Sudoers_Nopasswd_Dropin
{
    strings:
        $n = "NOPASSWD: ALL" ascii
        $d = "/etc/sudoers.d/" ascii
    condition:
        $n and $d
}
