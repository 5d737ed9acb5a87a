#Requires AutoHotkey v2.0
#SingleInstance Force
Persistent

SetName := "{{NAME}}"

ExpandTokens(text) {
    text := StrReplace(text, "{date}", FormatTime(, "yyyy-MM-dd"))
    text := StrReplace(text, "{clipboard}", A_Clipboard)
    text := StrReplace(text, "{name}", SetName)
    return text
}

SendSnippet(text) {
    saved := ClipboardAll()
    A_Clipboard := ExpandTokens(text)
    ClipWait 1
    Send "^v"
    Sleep 80
    A_Clipboard := saved
}

; ---- generated hotstrings below ----
{{HOTSTRINGS}}
