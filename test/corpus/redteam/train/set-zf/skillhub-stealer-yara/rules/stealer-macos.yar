rule stealer_macos_osascript_creds
{
    meta:
        description = "AMOS-like stealer: fake password dialog + keychain/browser paths"
    strings:
        $o1 = "osascript -e 'display dialog" ascii
        $o2 = "with hidden answer" ascii
        $k1 = "login.keychain-db" ascii
        $b1 = "/Library/Application Support/Google/Chrome/" ascii
        $b2 = "/Library/Application Support/BraveSoftware/" ascii
        $w1 = "Exodus/exodus.wallet" ascii
        $x1 = "ditto -c -k --sequesterRsrc" ascii
    condition:
        ($o1 and $o2) and 2 of ($k1, $b1, $b2, $w1, $x1)
}
