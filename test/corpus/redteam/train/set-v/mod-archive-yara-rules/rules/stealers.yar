rule Mod_TokenStore_Access
{
    meta:
        description = "References to Discord / browser / launcher credential stores"
        severity = "high"
    strings:
        $d1 = "discord\\Local Storage\\leveldb" nocase ascii wide
        $d2 = "discordcanary" nocase ascii wide
        $b1 = "Login Data" ascii wide
        $b2 = "Local State" ascii wide
        $b3 = "encrypted_key" ascii
        $m1 = "launcher_accounts.json" ascii wide
        $m2 = "launcher_profiles.json" ascii wide
        $s1 = "ssfn" ascii wide
        $s2 = "loginusers.vdf" nocase ascii wide
        $w = "discord.com/api/webhooks/" ascii wide
    condition:
        ($w and 1 of ($d*, $b*, $m*, $s*)) or 3 of ($d*, $b*, $m*, $s*)
}
