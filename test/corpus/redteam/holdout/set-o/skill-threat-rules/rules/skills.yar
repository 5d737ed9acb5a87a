rule Skill_Prereq_Dropper
{
    meta:
        description = "Fake prerequisite that decodes and executes a payload"
        severity = "high"
    strings:
        $a = /base64 (-d|--decode) ?\| ?(bash|sh)/
        $b = "| bash" ascii
        $c = "xattr -d com.apple.quarantine" ascii
    condition:
        $a or ($b and $c)
}

rule Skill_Crypto_Miner_Config
{
    meta:
        description = "Stratum pool config in a skill folder"
    strings:
        $s = "stratum+tcp://" ascii nocase
        $x = "--donate-level" ascii
        $r = "rx/0" ascii
    condition:
        $s and ($x or $r)
}

rule Skill_SSH_Key_Implant
{
    strings:
        $k = "authorized_keys" ascii
        $w = ">>" ascii
    condition:
        $k and $w
}
