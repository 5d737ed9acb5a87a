[preset.0]
name="Windows Desktop"
platform="Windows Desktop"
runnable=true
export_path="build/windows/@SLUG@.exe"
[preset.0.options]
application/product_name="@NAME@"
binary_format/embed_pck=true

[preset.1]
name="Linux"
platform="Linux"
runnable=true
export_path="build/linux/@SLUG@.x86_64"

[preset.2]
name="Web"
platform="Web"
runnable=true
export_path="build/web/index.html"
[preset.2.options]
variant/thread_support=false
