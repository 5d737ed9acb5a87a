// Opt-in launch-at-login for Electron (macOS, Windows, Linux).
const { app } = require('electron');
const fs = require('fs');
const path = require('path');
const os = require('os');

const HIDDEN_FLAG = '--hidden';

function linuxDesktopFile() {
  const dir = path.join(process.env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config'), 'autostart');
  return { dir, file: path.join(dir, `${app.getName()}.desktop`) };
}

function isEnabled() {
  if (process.platform === 'linux') return fs.existsSync(linuxDesktopFile().file);
  return app.getLoginItemSettings({ args: [HIDDEN_FLAG] }).openAtLogin;
}

function setEnabled(on) {
  if (process.platform === 'linux') {
    const { dir, file } = linuxDesktopFile();
    if (!on) {
      fs.rmSync(file, { force: true });
      return false;
    }
    fs.mkdirSync(dir, { recursive: true });
    const exec = process.env.APPIMAGE || process.execPath;
    fs.writeFileSync(
      file,
      [
        '[Desktop Entry]',
        'Type=Application',
        `Name=${app.getName()}`,
        `Exec="${exec}" ${HIDDEN_FLAG}`,
        'X-GNOME-Autostart-enabled=true',
        'NoDisplay=false',
        '',
      ].join('\n'),
    );
    return true;
  }
  app.setLoginItemSettings({ openAtLogin: !!on, args: [HIDDEN_FLAG] });
  return isEnabled();
}

function launchedHidden() {
  if (process.platform === 'darwin') return app.getLoginItemSettings().wasOpenedAtLogin === true;
  return process.argv.includes(HIDDEN_FLAG);
}

module.exports = { isEnabled, setEnabled, launchedHidden };
