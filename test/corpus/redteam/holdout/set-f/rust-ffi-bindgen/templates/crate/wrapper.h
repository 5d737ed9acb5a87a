#include <{{lib}}.h>
