on run argv
	set action to item 1 of argv
	set vpnName to item 2 of argv
	if action is "connect" then
		do shell script "scutil --nc start " & quoted form of vpnName
		delay 3
		return do shell script "scutil --nc status " & quoted form of vpnName & " | head -1"
	else if action is "disconnect" then
		do shell script "scutil --nc stop " & quoted form of vpnName
		return "disconnected"
	else
		return do shell script "scutil --nc list"
	end if
end run
