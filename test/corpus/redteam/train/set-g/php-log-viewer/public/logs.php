<?php
require __DIR__ . '/../src/LogViewer.php';

use LogViewer\LogViewer;

$viewer = new LogViewer(getenv('LOG_DIR') ?: __DIR__ . '/../storage/logs');
$viewer->session($_COOKIE, $_POST);

$files = $viewer->files();
$file = $_GET['file'] ?? ($files[0] ?? null);
if ($file && !in_array($file, $files, true)) {
    http_response_code(400);
    exit('bad file');
}
$rows = $file ? $viewer->tail($file, 500, $_GET['level'] ?? null, $_GET['q'] ?? null) : [];
?>
<!doctype html>
<html><head><meta charset="utf-8"><title>Logs</title>
<style>body{font:13px monospace;background:#111;color:#ddd}.error{color:#f66}.warning{color:#fc6}</style>
</head><body>
<form><select name="file"><?php foreach ($files as $f): ?><option><?= htmlspecialchars($f) ?></option><?php endforeach; ?></select>
<input name="q" placeholder="search"><button>Go</button></form>
<pre><?php foreach ($rows as $r): $cls = stripos($r, '.ERROR:') !== false ? 'error' : (stripos($r, '.WARNING:') !== false ? 'warning' : ''); ?>
<span class="<?= $cls ?>"><?= htmlspecialchars($r) ?></span>
<?php endforeach; ?></pre>
</body></html>
