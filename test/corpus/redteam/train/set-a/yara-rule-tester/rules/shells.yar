rule Script_Reverse_Shell_OneLiner
{
    meta:
        description = "Reverse shell one-liners embedded in shell/python/perl scripts"
    strings:
        $bash = /bash\s+-i\s+>&\s*\/dev\/tcp\/[0-9a-z.\-]+\/\d+\s+0>&1/ ascii
        $nc = /nc(at)?\s+(-e|-c)\s+\/bin\/(ba)?sh/ ascii
        $py = "pty.spawn(\"/bin/sh\")" ascii
        $mkfifo = /mkfifo\s+\/tmp\/[a-z]+;\s*cat\s+\/tmp\/[a-z]+\s*\|\s*\/bin\/sh/ ascii
        $ps = "New-Object System.Net.Sockets.TCPClient" ascii nocase
    condition:
        filesize < 200KB and any of them
}

rule Curl_Pipe_Shell_Base64
{
    strings:
        $b64pipe = /echo\s+['"]?[A-Za-z0-9+\/=]{24,}['"]?\s*\|\s*base64\s+-(d|D)\s*\|\s*(ba|z)?sh/ ascii
    condition:
        $b64pipe
}
