rule Script_PowerShell_Download_Cradle
{
    meta:
        author = "secops-tooling"
        description = "IEX download cradles in .ps1 / macro text"
    strings:
        $iex1 = "IEX (New-Object Net.WebClient).DownloadString(" ascii wide nocase
        $iex2 = "Invoke-Expression" ascii wide nocase
        $b64 = "[System.Convert]::FromBase64String(" ascii wide nocase
        $dl  = "DownloadString(" ascii wide nocase
    condition:
        filesize < 1MB and ($iex1 or ($iex2 and ($dl or $b64)))
}
