DOMAIN = "tuya_local_lan"
CONF_DEVICE_ID = "device_id"
CONF_LOCAL_KEY = "local_key"
CONF_PROTOCOL = "protocol_version"
DEFAULT_SCAN_INTERVAL = 15
