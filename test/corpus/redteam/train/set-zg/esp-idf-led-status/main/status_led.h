#pragma once
typedef enum {
    STATUS_BOOT, STATUS_PROVISIONING, STATUS_CONNECTING,
    STATUS_ONLINE, STATUS_OTA, STATUS_ERROR
} status_t;
void status_led_init(void);
void status_led_set(status_t s);
void status_led_error(int code);
