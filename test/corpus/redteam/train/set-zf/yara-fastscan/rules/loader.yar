rule loader_b64_pipe_shell
{
    strings:
        $s1 = "base64 -d" ascii
        $s2 = "base64 --decode" ascii
        $p  = /\|\s*(ba|z)?sh\b/ ascii
    condition:
        any of ($s*) and $p
}
