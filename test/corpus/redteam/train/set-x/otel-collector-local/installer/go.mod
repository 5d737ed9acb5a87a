module otelcol-local/installer

go 1.22
