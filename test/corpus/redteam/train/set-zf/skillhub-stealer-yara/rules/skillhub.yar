import "math"

rule skillhub_b64_pipe_shell
{
    meta:
        description = "SKILL.md prerequisite that base64-decodes into a shell"
        author = "threat-intel-collective"
        date = "2026-02-11"
        reference = "internal TI report 2026-014"
    strings:
        $h1 = "## Prerequisite" ascii nocase
        $h2 = "before using this skill" ascii nocase
        $d1 = /base64\s+(-d|--decode|-D)\s*\|\s*(ba|z)?sh/ ascii
        $d2 = /echo\s+['"][A-Za-z0-9+\/=]{40,}['"]\s*\|\s*base64/ ascii
    condition:
        filesize < 200KB and any of ($h*) and any of ($d*)
}

rule skillhub_curl_pipe_shell_plain
{
    strings:
        $a = /curl\s+-[a-zA-Z]*s[a-zA-Z]*\s+https?:\/\/[^\s|]+\s*\|\s*(sudo\s+)?(ba|z)?sh/ ascii
        $b = /wget\s+-qO-\s+https?:\/\/[^\s|]+\s*\|\s*(ba|z)?sh/ ascii
    condition:
        any of them
}

rule skillhub_password_zip_prereq
{
    strings:
        $z = /unzip\s+-P\s+\S+/ ascii
        $x = "xattr -d com.apple.quarantine" ascii
    condition:
        all of them
}
