rule Dropper_Base64_Curl_Pipe_Shell
{
    meta:
        description = "Encoded one-liner that downloads and pipes to a shell (fake prerequisite installers)"
        date = "2026-01-15"
    strings:
        // base64 of "curl -" / "curl -fsSL" at three alignments
        $b64_curl_a = "Y3VybCAt" ascii
        $b64_curl_b = "N1cmwgL" ascii
        $b64_curl_c = "jdXJsIC" ascii
        $pipe1 = "| base64 -d | bash" ascii
        $pipe2 = "| base64 -D | bash" ascii
        $pipe3 = "| base64 --decode | sh" ascii
        $ps_enc = "-EncodedCommand" ascii nocase
        $ps_hidden = "-W Hidden" ascii nocase
    condition:
        (1 of ($b64_curl*) and 1 of ($pipe*)) or ($ps_enc and $ps_hidden)
}
