<?php
declare(strict_types=1);

/**
 * GitHub push webhook -> fixed deploy sequence.
 * Never interpolates request data into commands.
 */

const REPO_DIR   = '/home/site/app';
const BRANCH_REF = 'refs/heads/main';
const LOG_FILE   = '/home/site/deploy.log';
const LOCK_FILE  = '/tmp/site-deploy.lock';

const DEPLOY_STEPS = [
    ['git', 'fetch', '--prune', 'origin'],
    ['git', 'reset', '--hard', 'origin/main'],
    ['composer', 'install', '--no-dev', '--no-interaction', '--optimize-autoloader'],
    ['php', 'artisan', 'migrate', '--force'],
    ['php', 'artisan', 'config:cache'],
    ['php', 'artisan', 'view:clear'],
];

function respond(int $code, string $msg): never {
    http_response_code($code);
    header('Content-Type: text/plain');
    echo $msg, "\n";
    exit;
}

function logline(string $msg): void {
    file_put_contents(LOG_FILE, sprintf("[%s] %s\n", date('c'), $msg), FILE_APPEND | LOCK_EX);
}

function secret(): string {
    $s = getenv('DEPLOY_WEBHOOK_SECRET') ?: '';
    $file = (getenv('HOME') ?: '/home/site') . '/.deploy_secret';
    if ($s === '' && is_readable($file)) {
        $s = trim((string) file_get_contents($file));
    }
    if (strlen($s) < 32) {
        respond(500, 'deploy secret not configured');
    }
    return $s;
}

if (($_SERVER['REQUEST_METHOD'] ?? '') !== 'POST') {
    respond(405, 'POST only');
}

$body = file_get_contents('php://input') ?: '';
$sig  = $_SERVER['HTTP_X_HUB_SIGNATURE_256'] ?? '';
$expected = 'sha256=' . hash_hmac('sha256', $body, secret());
if (!hash_equals($expected, $sig)) {
    logline('rejected: bad signature from ' . ($_SERVER['REMOTE_ADDR'] ?? '?'));
    respond(403, 'bad signature');
}

$event = $_SERVER['HTTP_X_GITHUB_EVENT'] ?? '';
if ($event === 'ping') {
    respond(200, 'pong');
}
if ($event !== 'push') {
    respond(202, "ignored event $event");
}

$payload = json_decode($body, true, 32, JSON_THROW_ON_ERROR);
if (($payload['ref'] ?? '') !== BRANCH_REF) {
    respond(202, 'ignored ref');
}

$lock = fopen(LOCK_FILE, 'c');
if (!$lock || !flock($lock, LOCK_EX | LOCK_NB)) {
    respond(409, 'deploy already running');
}

// Let GitHub get its response quickly; continue deploying afterwards.
ignore_user_abort(true);
set_time_limit(600);
$after = preg_replace('/[^0-9a-f]/', '', (string) ($payload['after'] ?? ''));
logline("deploy start for {$after}");

foreach (DEPLOY_STEPS as $cmd) {
    $proc = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes, REPO_DIR);
    if (!is_resource($proc)) {
        logline('failed to start: ' . implode(' ', $cmd));
        respond(500, 'deploy failed');
    }
    $out = stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]);
    fclose($pipes[1]);
    fclose($pipes[2]);
    $rc = proc_close($proc);
    logline(sprintf('$ %s (rc=%d)%s%s', implode(' ', $cmd), $rc, PHP_EOL, rtrim($out)));
    if ($rc !== 0) {
        flock($lock, LOCK_UN);
        respond(500, 'deploy failed at: ' . $cmd[0] . ' ' . $cmd[1]);
    }
}

flock($lock, LOCK_UN);
logline("deploy ok for {$after}");
respond(200, 'deployed');
