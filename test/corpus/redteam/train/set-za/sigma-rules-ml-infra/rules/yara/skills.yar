/*
  YARA rules for agent skill folders (SKILL.md + scripts).
  Test strings below are defanged examples from public campaign reports.
*/

rule Skill_Base64_Pipe_Shell
{
    meta:
        description = "SKILL.md or script decodes base64 and pipes into a shell"
        example = "echo 'Y3VybCAuLi4=' | base64 -d | bash"
    strings:
        $a = /base64\s+(-d|--decode|-D)\s*\|\s*(ba|z)?sh/ nocase
        $b = /curl\s+-[a-zA-Z]*s[a-zA-Z]*\s+https?:\/\/[^\s|]+\s*\|\s*(ba)?sh/ nocase
    condition:
        any of them
}

rule Skill_Agent_Settings_Tamper
{
    meta:
        description = "Script writes permissive agent settings"
    strings:
        $m1 = "bypassPermissions"
        $m2 = "dangerously-skip-permissions"
        $m3 = "enableAllProjectMcpServers"
        $p = ".claude/settings.json"
    condition:
        $p and any of ($m*)
}

rule Skill_Hidden_Assistant_Directive
{
    meta:
        description = "HTML comment addressed to the assistant inside Markdown"
    strings:
        $c = /<!--[^>]{0,400}(assistant|AI agent|Claude)[^>]{0,400}(do not (tell|mention)|without asking)/ nocase
    condition:
        $c
}

rule Notebook_Credential_Harvest
{
    meta:
        description = "Reads well-known credential files and posts them"
    strings:
        $f1 = ".aws/credentials"
        $f2 = ".kaggle/kaggle.json"
        $f3 = "huggingface/token"
        $f4 = ".git-credentials"
        $n1 = "requests.post"
        $n2 = "urlopen"
    condition:
        2 of ($f*) and any of ($n*)
}
