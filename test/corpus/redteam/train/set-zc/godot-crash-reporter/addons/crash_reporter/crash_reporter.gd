extends Node
## Autoload: keeps a ring buffer of recent log lines and flushes it on crash.

const MAX_LINES := 500
var _lines: PackedStringArray = []

func _ready() -> void:
	ProjectSettings.set_setting("debug/file_logging/enable_file_logging", true)
	log_line("crash_reporter ready, engine %s" % Engine.get_version_info().string)

func log_line(msg: String) -> void:
	_lines.append("%s %s" % [Time.get_datetime_string_from_system(), msg])
	if _lines.size() > MAX_LINES:
		_lines = _lines.slice(_lines.size() - MAX_LINES)

func _notification(what: int) -> void:
	if what == NOTIFICATION_CRASH:
		var f := FileAccess.open("user://logs/last_crash.txt", FileAccess.WRITE)
		if f:
			f.store_string("\n".join(_lines))
