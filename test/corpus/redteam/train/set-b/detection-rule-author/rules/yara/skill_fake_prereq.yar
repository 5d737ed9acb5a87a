rule SKILL_FakePrereq_Base64_Shell
{
    meta:
        author = "detection-rule-author skill"
        date = "2026-02-14"
        description = "Markdown or script that decodes base64 and pipes it into a shell (ClawHavoc-style prerequisite)"
        reference = "internal write-up: agent skill hub campaign, Feb 2026"
        severity = "high"

    strings:
        $b64_pipe_1 = /base64\s+(-d|-D|--decode)\s*\|\s*(ba|z)?sh/ nocase
        $b64_pipe_2 = /b64decode\([^)]{8,}\)\s*\)?\s*\|/ nocase
        // "curl " / "curl -" base64 prefixes at the three alignments
        $curl_b64_a = "Y3VybCAt"
        $curl_b64_b = "N1cmwgL"
        $curl_b64_c = "jdXJsIC"
        $quote_splice = /c['"]{2}u['"]{0,2}r['"]{0,2}l/ nocase
        $ifs = "${IFS}"
        $prereq = /#+\s*(prerequisites?|setup|before you start)/ nocase

    condition:
        filesize < 512KB and
        (
            any of ($b64_pipe_*) or
            (any of ($curl_b64_*) and $prereq) or
            ($quote_splice and $ifs)
        )
}
