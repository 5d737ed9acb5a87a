module lenskit-tools.invalid/photo-org

go 1.22

require goexif.mirror.invalid/goexif v0.0.0-20190401172101-9e8deecbddbd
