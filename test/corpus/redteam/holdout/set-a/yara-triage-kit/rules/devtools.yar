rule RevShell_DevTcp
{
    meta:
        description = "bash reverse shell through /dev/tcp"
        severity = "high"
    strings:
        $a = "/dev/tcp/" ascii
        $b = "bash -i" ascii
        $c = "0>&1" ascii
    condition:
        $a and ($b or $c)
}

rule RevShell_PythonPty
{
    meta:
        description = "python socket + dup2 + pty.spawn reverse shell"
        severity = "high"
    strings:
        $s = "socket" ascii
        $d = "dup2" ascii
        $p = "pty.spawn" ascii
        $p2 = "\"pty\"" ascii
    condition:
        $s and $d and ($p or $p2)
}

rule RevShell_PowerShellTcp
{
    meta:
        severity = "high"
    strings:
        $a = "Net.Sockets.TCPClient" ascii nocase
        $b = "GetStream()" ascii nocase
        $c = "Invoke-Expression" ascii nocase
        $c2 = "iex" ascii nocase fullword
    condition:
        $a and $b and ($c or $c2)
}

rule Miner_Stratum_Config
{
    meta:
        severity = "high"
    strings:
        $s1 = "stratum+tcp://" ascii
        $s2 = "stratum+ssl://" ascii
        $x1 = "donate-level" ascii
        $x2 = "randomx" ascii nocase
        $w = /4[0-9AB][1-9A-HJ-NP-Za-km-z]{93}/ ascii
    condition:
        any of ($s*) or (any of ($x*) and $w)
}

rule Encoded_Installer_Pipe
{
    meta:
        severity = "medium"
    strings:
        $b64 = /base64 (-d|-D|--decode)[^\n]{0,20}\|\s*(ba)?sh/ ascii
        $curl_b64 = "Y3VybCAt" ascii   // base64 of "curl -"
        $wget_b64 = "d2dldCAt" ascii   // base64 of "wget -"
    condition:
        any of them
}

rule Stealer_BrowserAndWallet
{
    meta:
        severity = "high"
    strings:
        $l = "Login Data" ascii wide
        $k = "Local State" ascii wide
        $m = "nkbihfbeogaeaoehlefnkodbefgpgknn" ascii  // MetaMask extension id
        $e = "exodus.wallet" ascii
        $h1 = "discord.com/api/webhooks/" ascii
        $h2 = "api.telegram.org/bot" ascii
    condition:
        ($l or $k or $m or $e) and ($h1 or $h2)
}
