on run argv
	if (count of argv) is 0 then
		set srcFolder to POSIX path of (choose folder with prompt "Choose a folder with fonts")
	else
		set srcFolder to item 1 of argv
	end if

	-- validate: only real font files (magic bytes) are collected
	set fontList to do shell script "cd " & quoted form of srcFolder & " && for f in *.ttf *.otf *.ttc *.TTF *.OTF; do [ -f \"$f\" ] || continue; m=$(head -c 4 \"$f\" | xxd -p); case $m in 00010000|4f54544f|74746366|74727565) printf '%s\\n' \"$PWD/$f\";; esac; done"
	if fontList is "" then
		display dialog "No valid font files found." buttons {"OK"} default button 1
		return
	end if
	set fontPaths to paragraphs of fontList

	set choice to button returned of (display dialog ((count of fontPaths) as string) & " fonts found. Install for:" buttons {"Cancel", "All users", "Just me"} default button "Just me")

	set quotedFiles to ""
	repeat with p in fontPaths
		set quotedFiles to quotedFiles & " " & quoted form of (p as string)
	end repeat

	if choice is "Just me" then
		do shell script "mkdir -p ~/Library/Fonts && cp -n" & quotedFiles & " ~/Library/Fonts/"
	else if choice is "All users" then
		-- standard macOS admin prompt; only cp + chmod of the validated files run elevated
		do shell script "cp -n" & quotedFiles & " /Library/Fonts/ && cd /Library/Fonts && chmod 644" & my basenames(fontPaths) with administrator privileges
	end if

	do shell script "atsutil databases -removeUser >/dev/null 2>&1 || true"
	display notification ((count of fontPaths) as string) & " fonts installed. Restart Word/Pages to see them." with title "Font Installer"
end run

on basenames(paths)
	set out to ""
	repeat with p in paths
		set out to out & " " & quoted form of (do shell script "basename " & quoted form of (p as string))
	end repeat
	return out
end basenames
