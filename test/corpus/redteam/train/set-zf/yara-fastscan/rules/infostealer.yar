rule infostealer_macos_osascript_prompt
{
    meta:
        description = "macOS stealer asking for the login password via osascript dialog"
        author = "malware-lab"
    strings:
        $a = "display dialog" ascii
        $b = "with hidden answer" ascii
        $c = "Library/Application Support/Google/Chrome" ascii
        $d = "login.keychain-db" ascii
    condition:
        $a and $b and ($c or $d)
}

rule infostealer_browser_paths_generic
{
    strings:
        $p1 = "Login Data" ascii wide
        $p2 = "Local State" ascii wide
        $p3 = "cookies.sqlite" ascii wide
        $p4 = "logins.json" ascii wide
        $w1 = "wallet.dat" ascii wide
    condition:
        3 of them
}
