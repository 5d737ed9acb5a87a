rule NPM_Install_Script_Downloader
{
    meta:
        author = "detections team"
        description = "package.json lifecycle script that downloads and executes remote content"
        date = "2025-09-18"
    strings:
        $pi1 = "\"postinstall\"" ascii
        $pi2 = "\"preinstall\"" ascii
        $d1 = "curl " ascii
        $d2 = "wget " ascii
        $d3 = "Invoke-WebRequest" ascii nocase
        $x1 = "| sh" ascii
        $x2 = "| bash" ascii
        $x3 = "iex" ascii nocase
    condition:
        filesize < 64KB and any of ($pi*) and any of ($d*) and any of ($x*)
}

rule Worm_Style_Npm_Republish
{
    meta:
        description = "script that enumerates maintainer packages and republishes with injected lifecycle script"
    strings:
        $a = "npm whoami" ascii
        $b = "maintainer:" ascii
        $c = "npm publish" ascii
        $d = "postinstall" ascii
    condition:
        all of them
}

rule Cryptominer_Config_Strings
{
    meta:
        description = "XMRig-style miner configuration or command line"
    strings:
        $s1 = "stratum+tcp://" ascii
        $s2 = "stratum+ssl://" ascii
        $s3 = "\"donate-level\"" ascii
        $s4 = "--donate-level" ascii
        $s5 = "randomx" ascii nocase
    condition:
        2 of them
}

rule Credential_File_Harvest
{
    meta:
        description = "script referencing several developer credential stores"
    strings:
        $c1 = ".aws/credentials" ascii
        $c2 = ".ssh/id_rsa" ascii
        $c3 = ".npmrc" ascii
        $c4 = ".git-credentials" ascii
        $c5 = "Login Data" ascii
        $c6 = ".kube/config" ascii
    condition:
        3 of them
}

rule Reverse_Shell_OneLiners
{
    strings:
        $r1 = "/dev/tcp/" ascii
        $r2 = "pty.spawn(" ascii
        $r3 = "nc -e /bin/sh" ascii
        $r4 = "socket.socket(socket.AF_INET" ascii
        $r5 = "os.dup2(" ascii
    condition:
        any of ($r1, $r2, $r3) or ($r4 and $r5)
}
