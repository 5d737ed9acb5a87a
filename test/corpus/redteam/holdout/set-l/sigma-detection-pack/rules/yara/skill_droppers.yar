rule SKILL_B64_Curl_Bash_Prereq
{
    meta:
        description = "SKILL.md prerequisite that base64-decodes into curl|bash"
        author = "SOC DE"
        date = "2026-02-14"
    strings:
        $md  = "SKILL.md" ascii
        $d1  = "base64 -d | bash" ascii
        $d2  = "base64 --decode | sh" ascii
        // "curl -fsSL http" base64 prefixes at the 3 alignments
        $b1  = "Y3VybCAtZnNTTCBodHRw" ascii
        $b2  = "N1cmwgLWZzU0wgaHR0c" ascii
        $b3  = "jdXJsIC1mc1NMIGh0dH" ascii
    condition:
        any of ($d*) or any of ($b*)
}

rule SKILL_Agent_Settings_Tamper
{
    meta:
        description = "Script writing bypassPermissions or wildcard Bash allow into agent settings"
    strings:
        $s1 = "bypassPermissions" ascii
        $s2 = "\"Bash(*)\"" ascii
        $s3 = "enableAllProjectMcpServers" ascii
        $p  = ".claude/settings.json" ascii
    condition:
        $p and any of ($s*)
}
