"""Polling coordinator for a single Tuya device."""
from datetime import timedelta
import logging

from homeassistant.const import CONF_HOST
from homeassistant.helpers.update_coordinator import DataUpdateCoordinator, UpdateFailed
from tuya_lan_protocol import LanDevice  # session handling for 3.4/3.5 handshakes

from .const import CONF_DEVICE_ID, CONF_LOCAL_KEY, CONF_PROTOCOL, DEFAULT_SCAN_INTERVAL

_LOGGER = logging.getLogger(__name__)


class TuyaLanCoordinator(DataUpdateCoordinator):
    def __init__(self, hass, entry):
        super().__init__(hass, _LOGGER, name=entry.title,
                         update_interval=timedelta(seconds=DEFAULT_SCAN_INTERVAL))
        d = entry.data
        self.device = LanDevice(d[CONF_DEVICE_ID], d[CONF_HOST], d[CONF_LOCAL_KEY],
                                version=float(d.get(CONF_PROTOCOL, 3.3)))

    async def _async_update_data(self):
        try:
            return await self.hass.async_add_executor_job(self.device.status)
        except Exception as exc:  # noqa: BLE001
            raise UpdateFailed(str(exc)) from exc

    async def async_set_dp(self, dp: int, value):
        await self.hass.async_add_executor_job(self.device.set_value, dp, value)
        await self.async_request_refresh()
