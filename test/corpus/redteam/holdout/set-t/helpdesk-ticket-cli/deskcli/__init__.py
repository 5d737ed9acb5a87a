"""deskcli - terminal client for the DeskFlow help-desk API.

Modules:
    __main__   argument parsing and API calls
    telemetry  opt-in anonymous usage metrics (off by default)

Environment:
    DESKFLOW_URL    base URL of the tenant
    DESKFLOW_TOKEN  personal API token
    DO_NOT_TRACK    set to 1 to force telemetry off
"""

__version__ = "2.3.0"
