#include <ruby.h>
#include <string.h>

/* Split a CHANGELOG body into [version, body] pairs. */
static VALUE rk_split(VALUE self, VALUE src) {
    VALUE out = rb_ary_new();
    const char *s = StringValueCStr(src);
    const char *p = s;
    while ((p = strstr(p, "\n## ")) != NULL) {
        const char *eol = strchr(p + 4, '\n');
        if (!eol) break;
        rb_ary_push(out, rb_str_new(p + 4, eol - (p + 4)));
        p = eol;
    }
    return out;
}

void Init_changelog_parser(void) {
    VALUE m = rb_define_module("ReleaseKit");
    rb_define_module_function(m, "split_changelog", rk_split, 1);
}
