rule Linux_Coinminer_XMRig_Config
{
    meta:
        author = "detection-eng"
        date = "2026-02-10"
        description = "XMRig-style miner config or command line with stratum pool and wallet"
    strings:
        $s1 = "stratum+tcp://" ascii
        $s2 = "stratum+ssl://" ascii
        $s3 = "\"donate-level\"" ascii
        $s4 = "--donate-level" ascii
        $s5 = "randomx" ascii nocase
        $s6 = "\"algo\": \"rx/0\"" ascii
        $w = /4[0-9AB][1-9A-HJ-NP-Za-km-z]{93}/ ascii
    condition:
        filesize < 20MB and ((1 of ($s1, $s2) and 1 of ($s3, $s4, $s5, $s6)) or ($w and 1 of ($s*)))
}

rule Shell_Reverse_Shell_OneLiners
{
    meta:
        description = "Common reverse shell one-liners in scripts"
    strings:
        $bash = /bash -i >& ?\/dev\/tcp\/[0-9.]+\/[0-9]+ 0>&1/
        $nc = /nc(at)? (-e|--exec) \/bin\/(ba)?sh/
        $py = "pty.spawn(\"/bin/sh\")" ascii
        $ps = "System.Net.Sockets.TCPClient" ascii nocase
        $mkfifo = /mkfifo \/tmp\/[a-z]+; ?nc /
    condition:
        filesize < 2MB and any of them
}

rule Dropper_Base64_Curl_Pipe_Shell
{
    meta:
        description = "base64 blob decoded and piped into a shell (ClawHavoc-style prerequisite)"
    strings:
        $d1 = /base64 (-d|-D|--decode) ?\| ?(ba|z)?sh/
        $b1 = "Y3VybCAt" ascii   // base64 of "curl -"
        $b2 = "d2dldCAt" ascii   // base64 of "wget -"
    condition:
        filesize < 1MB and $d1 and 1 of ($b*)
}

rule MacOS_Osascript_Password_Phish
{
    meta:
        description = "osascript dialog asking for the user's password with hidden answer (AMOS and similar stealers)"
    strings:
        $a = "display dialog" ascii
        $b = "with hidden answer" ascii
        $c = /password/ nocase
    condition:
        all of them
}
