#pragma once
#ifdef __cplusplus
extern "C" {
#endif
void wifi_multi_start(void);
#ifdef __cplusplus
}
#endif
