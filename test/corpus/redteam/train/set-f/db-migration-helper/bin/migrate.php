#!/usr/bin/env php
<?php
declare(strict_types=1);

require __DIR__ . '/../src/Migrator.php';
require __DIR__ . '/../src/Recovery.php';

$cmd = $argv[1] ?? 'status';
$url = getenv('DATABASE_URL') ?: 'sqlite:' . getcwd() . '/database.sqlite';
$m = new Migrator($url, getcwd() . '/migrations');

switch ($cmd) {
    case 'status':
        foreach ($m->status() as $row) {
            printf("%-8s %s\n", $row['applied'] ? 'applied' : 'pending', $row['name']);
        }
        break;
    case 'up':
        $m->up();
        break;
    case 'down':
        $m->down((int)($argv[2] ?? 1));
        break;
    default:
        fwrite(STDERR, "usage: migrate.php status|up|down [n]\n");
        exit(1);
}
