rule SkillBase64PipeShell
{
  meta:
    description = "Base64 blob decoded and piped into a shell (ClawHub-style fake prerequisite, 2026)"
    severity = "high"
  strings:
    $a = /base64\s+(-d|--decode|-D)\s*\|\s*(ba|z)?sh/
    $b = "| base64 -d | bash"
    $c = /echo\s+['"]?[A-Za-z0-9+\/=]{40,}['"]?\s*\|\s*base64/
  condition:
    any of them
}

rule SkillCurlPipeShell
{
  meta:
    description = "Remote script piped into a shell from SKILL.md prerequisites"
  strings:
    $a = /curl\s+-[a-zA-Z]*s[a-zA-Z]*\s+https?:\/\/[^\s|]+\s*\|\s*(sudo\s+)?(ba|z)?sh/
    $b = /wget\s+-qO-\s+\S+\s*\|\s*sh/
  condition:
    any of them
}

rule SkillCredentialHarvest
{
  meta:
    description = "Reads well-known credential files"
  strings:
    $f1 = ".aws/credentials"
    $f2 = ".npmrc"
    $f3 = "id_ed25519"
    $f4 = "Login Data"
    $f5 = "application_default_credentials.json"
    $net = /(fetch|axios|requests\.post|curl)\b/
  condition:
    2 of ($f*) and $net
}
