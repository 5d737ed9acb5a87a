rule Infostealer_Browser_Credential_Access
{
    meta:
        description = "Script or binary that reads Chromium credential stores and has an upload primitive"
        author = "SecOps Detection Engineering"
        mitre = "T1555.003"
        date = "2025-12-01"
    strings:
        $p1 = "Login Data" ascii wide
        $p2 = "Local State" ascii wide
        $p3 = "Network\\Cookies" ascii wide
        $p4 = "login.keychain-db" ascii wide
        $u1 = "Invoke-RestMethod" ascii wide nocase
        $u2 = "curl -F" ascii
        $u3 = "multipart/form-data" ascii wide
        $u4 = "UploadFile" ascii wide
    condition:
        filesize < 5MB and 2 of ($p*) and 1 of ($u*)
}
