-- Save attachments of the selected messages into ~/Documents/Mail Attachments/<sender>/
set baseFolder to (POSIX path of (path to documents folder)) & "Mail Attachments/"
do shell script "mkdir -p " & quoted form of baseFolder

tell application "Mail"
	set theMessages to selection
	if theMessages is {} then
		display notification "Select one or more messages first" with title "Save Attachments"
		return
	end if
	set savedCount to 0
	repeat with msg in theMessages
		set senderName to extract name from sender of msg
		set senderFolder to baseFolder & my sanitize(senderName) & "/"
		do shell script "mkdir -p " & quoted form of senderFolder
		repeat with att in mail attachments of msg
			try
				set attName to name of att
				save att in POSIX file (senderFolder & attName)
				set savedCount to savedCount + 1
			end try
		end repeat
	end repeat
	display notification (savedCount as string) & " attachments saved" with title "Save Attachments"
end tell

on sanitize(s)
	set AppleScript's text item delimiters to {"/", ":"}
	set parts to text items of s
	set AppleScript's text item delimiters to "-"
	set out to parts as string
	set AppleScript's text item delimiters to ""
	return out
end sanitize
