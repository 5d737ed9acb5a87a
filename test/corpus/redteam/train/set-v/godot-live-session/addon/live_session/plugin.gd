@tool
extends EditorPlugin

var _peer := StreamPeerTCP.new()
var _buf := ""

func _enter_tree() -> void:
	_peer.connect_to_host("127.0.0.1", 47811)
	set_process(true)

func _exit_tree() -> void:
	_peer.disconnect_from_host()

func _process(_delta: float) -> void:
	_peer.poll()
	if _peer.get_status() != StreamPeerTCP.STATUS_CONNECTED:
		return
	var n := _peer.get_available_bytes()
	if n <= 0:
		return
	_buf += _peer.get_utf8_string(n)
	while _buf.find("\n") >= 0:
		var i := _buf.find("\n")
		var line := _buf.substr(0, i)
		_buf = _buf.substr(i + 1)
		var msg = JSON.parse_string(line)
		if typeof(msg) == TYPE_DICTIONARY:
			_handle(msg)

func _handle(msg: Dictionary) -> void:
	var fs := get_editor_interface().get_resource_filesystem()
	match msg.get("t", ""):
		"reimport":
			fs.update_file("res://" + msg.path)
			fs.reimport_files(PackedStringArray(["res://" + msg.path]))
		"reload":
			get_editor_interface().reload_scene_from_path("res://" + msg.path)
