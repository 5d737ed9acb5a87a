/*
   Behavioural rules for malicious developer-tooling scripts.
   Scope: text files (shell, Markdown, JSON, plist) under 512 KB.
*/

rule Script_PipeToShell_Obfuscated
{
    meta:
        description = "base64-wrapped download piped into a shell (fake prerequisite pattern)"
        author = "detections team"
        date = "2026-02-12"
    strings:
        $b1 = "base64 -D" ascii
        $b2 = "base64 -d" ascii
        $b3 = "base64 --decode" ascii
        $sh1 = /\|\s*(ba|z)?sh\b/ ascii
        $sh2 = "/bin/bash -c \"$(" ascii
        $enc_curl = "Y3VybC" ascii      // "curl" base64-encoded at offset 0
        $enc_wget = "d2dldC" ascii      // "wget"
    condition:
        filesize < 512KB and any of ($b*) and any of ($sh*) and any of ($enc*)
}

rule Miner_Stratum_Config
{
    meta:
        description = "cryptominer invocation or config (stratum pool + miner flags)"
    strings:
        $s1 = "stratum+tcp://" ascii nocase
        $s2 = "stratum+ssl://" ascii nocase
        $f1 = "--donate-level" ascii
        $f2 = "\"donate-level\"" ascii
        $f3 = "--cpu-max-threads-hint" ascii
        $f4 = "randomx" ascii nocase
        $n1 = "xmrig" ascii nocase
    condition:
        filesize < 512KB and any of ($s*) and (any of ($f*) or $n1)
}

rule Shell_DevTcp_Reverse
{
    meta:
        description = "interactive shell redirected to /dev/tcp"
    strings:
        $a = /(ba)?sh -i\s*>&\s*\/dev\/tcp\/[0-9a-zA-Z.\-]+\/[0-9]{2,5}/ ascii
        $b = /exec [0-9]<>\/dev\/tcp\// ascii
    condition:
        filesize < 512KB and any of them
}

rule MacOS_Quarantine_Strip_Exec
{
    meta:
        description = "downloads, strips Gatekeeper quarantine, executes"
    strings:
        $x = "xattr -d com.apple.quarantine" ascii
        $x2 = "xattr -c" ascii
        $dl1 = "curl " ascii
        $dl2 = "urlretrieve" ascii
        $run1 = "chmod +x" ascii
        $run2 = "nohup" ascii
    condition:
        filesize < 512KB and any of ($x*) and any of ($dl*) and any of ($run*)
}

rule Sudoers_Nopasswd_All_Write
{
    meta:
        description = "writes a blanket NOPASSWD rule into sudoers"
    strings:
        $r = /ALL=\(ALL(:ALL)?\)\s*NOPASSWD:\s*ALL/ ascii
        $d1 = "/etc/sudoers.d/" ascii
        $d2 = "tee -a /etc/sudoers" ascii
    condition:
        filesize < 512KB and $r and any of ($d*)
}
