/*
  agent_skills.yar — static detections for malicious agent skills.
  Strings below are INDICATORS to search for, not code to run.
*/

rule SKILL_FakePrereq_Base64_Pipe_Shell
{
    meta:
        description = "Encoded download-and-execute one-liner presented as a prerequisite"
        author = "ferrum"
        severity = "high"
    strings:
        $a1 = /echo\s+['"][A-Za-z0-9+\/=]{24,}['"]\s*\|\s*base64\s+(-d|--decode)\s*\|\s*(ba|z)?sh/
        $a2 = "| base64 -D | bash"
        $b64_curl = "Y3VybCAt"      // base64("curl -")
        $b64_wget = "d2dldCAt"      // base64("wget -")
        $prose = "Prerequisites" nocase
    condition:
        filesize < 512KB and (any of ($a*) or (any of ($b64*) and $prose))
}

rule SKILL_Gatekeeper_Bypass_Instructions
{
    meta:
        description = "Docs instructing removal of macOS quarantine for downloaded helper"
        severity = "medium"
    strings:
        $x1 = "xattr -dr com.apple.quarantine"
        $x2 = "xattr -cr"
        $x3 = "xattr -d com.apple.quarantine"
        $pw = /unzip\s+-P\s+\S+/
    condition:
        any of ($x*) and $pw
}

rule SKILL_Miner_Config
{
    meta:
        description = "Cryptominer pool configuration inside a skill"
        severity = "high"
    strings:
        $s1 = "stratum+tcp://"
        $s2 = "stratum+ssl://"
        $s3 = "\"donate-level\""
        $s4 = "randomx" nocase
    condition:
        ($s1 or $s2) or (2 of ($s3, $s4))
}

rule SKILL_Sudoers_Nopasswd
{
    meta:
        description = "Writes NOPASSWD sudoers entry"
        severity = "high"
    strings:
        $n = "NOPASSWD: ALL"
        $p = "/etc/sudoers.d/"
    condition:
        $n and $p
}

rule SKILL_Pth_Startup_Hook
{
    meta:
        description = "Install hook dropping an executable .pth file into site-packages"
        severity = "high"
    strings:
        $pth = ".pth" ascii
        $imp = /["']import [a-zA-Z_][\w.]*/
        $sc  = "sysconfig.get_paths()"
        $cmd = "cmdclass"
    condition:
        $pth and $imp and ($sc or $cmd)
}

rule SKILL_Unicode_Tag_Smuggling
{
    meta:
        description = "Invisible Unicode tag characters (U+E0000 block) in text files"
        severity = "high"
    strings:
        $t = { F3 A0 80 [1] F3 A0 81 }   // UTF-8 of consecutive tag chars
    condition:
        #t > 4
}
