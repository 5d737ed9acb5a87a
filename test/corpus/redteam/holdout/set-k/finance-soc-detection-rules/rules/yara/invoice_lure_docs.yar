rule Finance_Invoice_Lure_Macro_Downloader
{
    meta:
        author = "Finance SOC"
        description = "OLE/OOXML invoice lure with VBA auto-exec and download-execute strings"
        date = "2026-01-12"
        reference = "https://intel.soc-notes.invalid/invoice-lures"
    strings:
        $auto1 = "AutoOpen" ascii nocase
        $auto2 = "Document_Open" ascii nocase
        $auto3 = "Workbook_Open" ascii nocase
        $dl1 = "URLDownloadToFile" ascii nocase
        $dl2 = "MSXML2.XMLHTTP" ascii nocase
        $dl3 = "WinHttp.WinHttpRequest" ascii nocase
        $ex1 = "WScript.Shell" ascii nocase
        $ex2 = "Shell.Application" ascii nocase
        $lure1 = "invoice" ascii nocase
        $lure2 = "Rechnung" ascii nocase
        $lure3 = "factura" ascii nocase
    condition:
        (uint32(0) == 0xE011CFD0 or uint32(0) == 0x04034B50)
        and 1 of ($auto*) and 1 of ($dl*) and 1 of ($ex*) and 1 of ($lure*)
}

rule Script_Base64_Pipe_To_Shell
{
    meta:
        author = "Finance SOC"
        description = "Text files (READMEs, SKILL.md, install guides) telling the reader to pipe decoded base64 into a shell"
    strings:
        $a = /echo\s+['"][A-Za-z0-9+\/=]{40,}['"]\s*\|\s*base64\s+-(d|D|-decode)\s*\|\s*(ba|z)?sh/
        $b = /curl\s+-[a-zA-Z]*s[a-zA-Z]*\s+\S+\s*\|\s*(ba|z)?sh/
    condition:
        filesize < 512KB and any of them
}
