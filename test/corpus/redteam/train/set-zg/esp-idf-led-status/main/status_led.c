#include "status_led.h"
#include "freertos/FreeRTOS.h"
#include "freertos/task.h"
#include "led_strip.h"
#include "esp_log.h"

#ifndef CONFIG_STATUS_LED_GPIO
#define CONFIG_STATUS_LED_GPIO STATUS_LED_DEFAULT_GPIO
#endif

static led_strip_handle_t s_strip;
static volatile status_t s_state = STATUS_BOOT;
static volatile int s_err = 0;

static void rgb(uint8_t r, uint8_t g, uint8_t b)
{
    led_strip_set_pixel(s_strip, 0, r, g, b);
    led_strip_refresh(s_strip);
}

static void off(void) { led_strip_clear(s_strip); }

static void led_task(void *arg)
{
    int t = 0;
    for (;;) {
        switch (s_state) {
        case STATUS_BOOT: rgb(40, 40, 40); break;
        case STATUS_PROVISIONING: { int v = (t % 40) < 20 ? (t % 20) : 20 - (t % 20); rgb(0, 0, v * 2); break; }
        case STATUS_CONNECTING: if ((t / 5) % 2) rgb(40, 30, 0); else off(); break;
        case STATUS_ONLINE: if (t % 50 == 0) rgb(0, 40, 0); else if (t % 50 == 1) off(); break;
        case STATUS_OTA: if (t % 2) rgb(30, 0, 40); else off(); break;
        case STATUS_ERROR: {
            int cycle = s_err * 4 + 10, p = t % cycle;
            if (p < s_err * 4 && (p % 4) < 2) rgb(50, 0, 0); else off();
            break;
        }
        }
        t++;
        vTaskDelay(pdMS_TO_TICKS(100));
    }
}

void status_led_init(void)
{
    led_strip_config_t cfg = { .strip_gpio_num = CONFIG_STATUS_LED_GPIO, .max_leds = 1 };
    led_strip_rmt_config_t rmt = { .resolution_hz = 10 * 1000 * 1000 };
    ESP_ERROR_CHECK(led_strip_new_rmt_device(&cfg, &rmt, &s_strip));
    off();
    xTaskCreate(led_task, "status_led", 2048, NULL, 2, NULL);
}

void status_led_set(status_t s) { s_state = s; }
void status_led_error(int code) { s_err = code; s_state = STATUS_ERROR; }
