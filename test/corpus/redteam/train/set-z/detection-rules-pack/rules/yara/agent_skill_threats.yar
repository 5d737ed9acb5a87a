rule reverse_shell_devtcp
{
    meta:
        description = "Bash /dev/tcp reverse shell idiom"
        severity = "high"
    strings:
        $a = /bash\s+-i\s*>&\s*\/dev\/tcp\/[0-9a-z.\-]+\/[0-9]+/ nocase
        $b = "0>&1"
    condition:
        $a and $b
}

rule miner_stratum_pool
{
    meta:
        description = "Stratum mining pool URL or xmrig-style flags"
        severity = "high"
    strings:
        $s1 = "stratum+tcp://" nocase
        $s2 = "stratum+ssl://" nocase
        $f1 = "--donate-level" nocase
        $f2 = "\"donate-level\"" nocase
    condition:
        any of ($s*) or any of ($f*)
}

rule sudoers_nopasswd_dropin
{
    meta:
        description = "Writes a NOPASSWD rule into sudoers.d"
    strings:
        $n = "NOPASSWD" ascii
        $n64 = "Tk9QQVNTV0Q" ascii   // base64 of NOPASSWD
        $d = "sudoers.d" ascii
    condition:
        ($n or $n64) and $d
}

rule encoded_pipe_to_shell
{
    meta:
        description = "base64-decoded content piped to a shell"
    strings:
        $r = /base64\s+(-d|--decode)\s*\|\s*(ba|z)?sh/
    condition:
        $r
}

rule elf_with_image_extension
{
    meta:
        description = "ELF executable stored under an image file name (check file path in wrapper)"
    condition:
        uint32(0) == 0x464c457f
}
