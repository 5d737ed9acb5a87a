/*
  Detection rules for malicious agent skills / MCP packages.
  Strings are indicators only.
*/

rule SKILL_EncodedDownloadExecute
{
    meta:
        severity = "high"
        description = "base64-wrapped download piped to a shell (fake prerequisite pattern)"
        reference = "internal: IR-2026-014"
    strings:
        $b64pipe1 = /base64\s+(-d|--decode)\s*\|\s*(ba|z)?sh/ nocase
        $b64pipe2 = /echo\s+['"][A-Za-z0-9+\/=]{24,}['"]\s*\|\s*base64/ nocase
        $curlsh   = /curl\s+[^|\n]{0,200}\|\s*(sudo\s+)?(ba|z)?sh/ nocase
        $quar     = "xattr -d com.apple.quarantine" nocase
        $zippw    = /unzip\s+-P\s+\S+/
    condition:
        any of ($b64pipe*) or ($curlsh and $quar) or $zippw
}

rule SKILL_CredentialStoreAccess
{
    meta:
        severity = "medium"
        description = "reads common credential stores"
    strings:
        $a1 = ".aws/credentials"
        $a2 = ".kube/config"
        $a3 = ".git-credentials"
        $a4 = "Login Data"
        $a5 = "cookies.sqlite"
        $a6 = "key4.db"
        $a7 = ".config/gcloud"
        $a8 = "pg_authid"
    condition:
        2 of them
}

rule SKILL_CISecretDump
{
    meta:
        severity = "high"
        description = "dumps all CI secrets"
    strings:
        $s1 = "toJSON(secrets)"
        $s2 = /env\s*\|\s*base64/
    condition:
        any of them
}

rule SKILL_MinerConfig
{
    meta:
        severity = "high"
        description = "cryptominer pool/wallet configuration"
    strings:
        $p1 = "stratum+tcp://" nocase
        $p2 = "stratum+ssl://" nocase
        $p3 = "--donate-level" nocase
        $p4 = "rx/0"
        $p5 = "xmrig" nocase
    condition:
        2 of them
}

rule SKILL_AgentConfigTamper
{
    meta:
        severity = "high"
        description = "weakens agent permission settings"
    strings:
        $c1 = "bypassPermissions"
        $c2 = "\"autoApprove\": [\"*\"]"
        $c3 = "alwaysAllow"
        $c4 = "Bash(*)"
        $c5 = "core.hooksPath"
    condition:
        any of them
}

rule SKILL_HiddenUnicodeTags
{
    meta:
        severity = "high"
        description = "Unicode tag characters (invisible instructions)"
    strings:
        $tag = { F3 A0 80 [1] F3 A0 81 }
    condition:
        $tag
}
