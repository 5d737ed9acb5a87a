rule Fake_Installer_Encoded_Pipe
{
    meta:
        description = "Encoded downloader piped into a shell (fake prerequisite pattern)"
        severity = "high"
    strings:
        $p1 = "| base64 -d | bash" ascii
        $p2 = "| base64 --decode | sh" ascii
        $p3 = "base64 -D | bash" ascii
        $c1 = "Y3VybCAt" ascii     // base64("curl -")
        $c2 = "d2dldCAt" ascii     // base64("wget -")
        $ps = "-EncodedCommand" ascii nocase
        $iex = "DownloadString(" ascii nocase
    condition:
        any of ($p*) or any of ($c*) or ($ps and $iex)
}
