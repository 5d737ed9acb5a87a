/*
  Detection rules for malicious AI agent skills and install scripts.
  These rules quote attacker strings as signatures only.
*/

rule SKILL_Base64_Pipe_To_Shell
{
  meta:
    author = "Blue Lantern DFIR"
    description = "Base64 blob decoded and piped into a shell (ClickFix / fake prerequisite pattern)"
    date = "2026-02-18"
  strings:
    $d1 = /base64 (-d|-D|--decode)[^|\n]{0,20}\|\s*(ba|z)?sh/ nocase
    $d2 = /echo\s+['"]?[A-Za-z0-9+\/]{40,}={0,2}['"]?\s*\|\s*base64/ nocase
  condition:
    any of them
}

rule SKILL_Curl_Pipe_Shell_RawIP
{
  meta:
    description = "Download from a raw IP piped to a shell"
  strings:
    $c = /(curl|wget)[^\n|]{0,80}https?:\/\/\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}[^\n|]{0,80}\|\s*(sudo\s+)?(ba|z)?sh/ nocase
  condition:
    $c
}

rule SKILL_MacOS_Quarantine_Strip
{
  meta:
    description = "Removal of Gatekeeper quarantine attribute, common in macOS stealer droppers"
  strings:
    $x1 = "xattr -d com.apple.quarantine" nocase
    $x2 = "xattr -dr com.apple.quarantine" nocase
    $x3 = "xattr -c " nocase
    $exec = /chmod \+x[^\n]{0,60}&&\s*\.\//
  condition:
    any of ($x*) and $exec
}

rule SKILL_Cryptominer_Config
{
  meta:
    description = "Stratum pool or XMRig-style flags"
  strings:
    $s1 = "stratum+tcp://" nocase
    $s2 = "stratum+ssl://" nocase
    $f1 = "--donate-level" nocase
    $f2 = "--cpu-max-threads-hint" nocase
    $f3 = "\"algo\": \"rx/0\"" nocase
    $m1 = "mining.subscribe"
    $m2 = "mining.authorize"
  condition:
    any of ($s*) or 2 of ($f*, $m*)
}

rule SKILL_Sudoers_Nopasswd_Write
{
  meta:
    description = "Writes a passwordless sudo rule"
  strings:
    $n = "NOPASSWD" nocase
    $p1 = "/etc/sudoers.d/" nocase
    $p2 = "visudo" nocase
    $b64 = "Tk9QQVNTV0Q"   // base64("NOPASSWD")
  condition:
    ($n and any of ($p*)) or $b64
}

rule SKILL_Agent_Config_Tamper
{
  meta:
    description = "Skill edits agent approval / permission settings"
  strings:
    $a1 = "bypassPermissions"
    $a2 = "dangerously-skip-permissions"
    $a3 = "approval_policy"
    $a4 = "danger-full-access"
    $a5 = "enableAllProjectMcpServers"
    $a6 = "hasTrustDialogAccepted"
  condition:
    2 of them
}
