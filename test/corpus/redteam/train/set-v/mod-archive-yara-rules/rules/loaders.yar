rule Mod_Java_RemoteClassLoader
{
    meta:
        description = "Java mod that downloads and defines classes at runtime (stage-1 loader pattern)"
        severity = "high"
        reference = "Fractureiser analysis, 2023"
    strings:
        $u1 = "java/net/URLClassLoader" ascii
        $u2 = "defineClass" ascii
        $n1 = "openConnection" ascii
        $n2 = "java/net/Socket" ascii
        $b64 = "java/util/Base64$Decoder" ascii
    condition:
        uint32be(0) == 0xCAFEBABE and
        ($u1 and $u2) and 1 of ($n*) and $b64
}

rule Mod_PowerShell_Dropper_Strings
{
    meta:
        description = "PowerShell download-and-execute idioms embedded in a mod file"
        severity = "high"
    strings:
        $a = "IEX (New-Object Net.WebClient).DownloadString" nocase ascii wide
        $b = "Invoke-Expression" nocase ascii wide
        $c = "-EncodedCommand" nocase ascii wide
        $d = "powershell -w hidden" nocase ascii wide
        $e = "FromBase64String" nocase ascii wide
    condition:
        2 of them
}

rule Mod_Shell_CurlPipe
{
    meta:
        description = "curl/wget piped into a shell inside mod scripts"
        severity = "medium"
    strings:
        $a = /curl\s+-[a-zA-Z]*s[a-zA-Z]*\s+https?:\/\/\S+\s*\|\s*(ba)?sh/
        $b = /wget\s+-q?O-?\s+https?:\/\/\S+\s*\|\s*(ba)?sh/
    condition:
        any of them
}
