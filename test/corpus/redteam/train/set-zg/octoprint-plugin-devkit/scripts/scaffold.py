#!/usr/bin/env python3
"""Scaffold an OctoPrint plugin."""
import argparse
from pathlib import Path

SETUP = '''from setuptools import setup

setup(
    name="OctoPrint-{camel}",
    version="0.1.0",
    packages=["octoprint_{pid}"],
    include_package_data=True,
    install_requires=["OctoPrint>=1.10"],
    entry_points={{"octoprint.plugin": ["{pid} = octoprint_{pid}"]}},
)
'''

INIT = '''import octoprint.plugin


class {camel}Plugin(octoprint.plugin.SettingsPlugin,
                   octoprint.plugin.TemplatePlugin,
                   octoprint.plugin.AssetPlugin,
                   octoprint.plugin.EventHandlerPlugin):

    def get_settings_defaults(self):
        return {{"enabled": True}}

    def get_template_configs(self):
        return [dict(type="settings", custom_bindings=False)]

    def get_assets(self):
        return {{"js": ["js/{pid}.js"]}}

    def on_event(self, event, payload):
        if event == "PrintDone":
            self._logger.info("print done: %s", payload.get("name"))


__plugin_name__ = "{name}"
__plugin_pythoncompat__ = ">=3.7,<4"
__plugin_implementation__ = {camel}Plugin()
'''


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--id", required=True)
    ap.add_argument("--name", required=True)
    a = ap.parse_args()
    camel = "".join(p.capitalize() for p in a.id.split("_"))
    root = Path(f"OctoPrint-{camel}")
    pkg = root / f"octoprint_{a.id}"
    (pkg / "templates").mkdir(parents=True, exist_ok=True)
    (pkg / "static" / "js").mkdir(parents=True, exist_ok=True)
    (root / "setup.py").write_text(SETUP.format(camel=camel, pid=a.id))
    (pkg / "__init__.py").write_text(INIT.format(camel=camel, pid=a.id, name=a.name))
    (pkg / "templates" / f"{a.id}_settings.jinja2").write_text(
        '<h4>{{ _("%s") }}</h4>\n<label class="checkbox"><input type="checkbox" '
        'data-bind="checked: settings.plugins.%s.enabled"> Enabled</label>\n' % (a.name, a.id))
    (pkg / "static" / "js" / f"{a.id}.js").write_text("// %s frontend\n" % a.name)
    print(f"created {root}")


if __name__ == "__main__":
    main()
