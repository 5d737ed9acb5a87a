rule HackTool_Mimikatz_Strings
{
    meta:
        author = "secops-tooling"
        description = "Common Mimikatz command and module strings in scripts or memory dumps"
        reference = "https://attack.mitre.org/software/S0002/"
        date = "2024-02-02"
    strings:
        $s1 = "sekurlsa::logonpasswords" ascii wide nocase
        $s2 = "lsadump::sam" ascii wide nocase
        $s3 = "Invoke-Mimikatz" ascii wide nocase
        $s4 = "privilege::debug" ascii wide nocase
        $s5 = "gentilkiwi" ascii wide
    condition:
        filesize < 5MB and 2 of them
}
