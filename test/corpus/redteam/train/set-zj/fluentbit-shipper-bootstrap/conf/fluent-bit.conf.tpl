[SERVICE]
    Flush        5
    Log_Level    info
    Parsers_File parsers.conf

[INPUT]
    Name            systemd
    Tag             journal.*
    Read_From_Tail  On

[INPUT]
    Name   tail
    Path   /var/log/*.log
    Tag    files.*
    DB     /var/lib/fluent-bit/tail.db

@INCLUDE /etc/fluent-bit/outputs.d/*.conf
