<?php
declare(strict_types=1);

$token = getenv('HUBSPOT_TOKEN') ?: exit("HUBSPOT_TOKEN not set\n");
$opts = getopt('', ['pipeline::', 'stale-days::', 'csv']);
$pipeline = $opts['pipeline'] ?? 'default';
$staleDays = (int)($opts['stale-days'] ?? 21);

function hs(string $method, string $path, ?array $body = null): array
{
    global $token;
    $ch = curl_init('https://api.hubapi.com' . $path);
    curl_setopt_array($ch, [
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_CUSTOMREQUEST => $method,
        CURLOPT_HTTPHEADER => ['Authorization: Bearer ' . $token, 'Content-Type: application/json'],
        CURLOPT_TIMEOUT => 30,
    ]);
    if ($body !== null) {
        curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($body));
    }
    $res = curl_exec($ch);
    $code = curl_getinfo($ch, CURLINFO_HTTP_CODE);
    curl_close($ch);
    if ($code >= 400) {
        fwrite(STDERR, "HubSpot API error $code\n");
        exit(1);
    }
    return json_decode((string)$res, true);
}

$stages = [];
foreach (hs('GET', "/crm/v3/pipelines/deals/$pipeline/stages")['results'] as $s) {
    $stages[$s['id']] = ['label' => $s['label'], 'p' => (float)($s['metadata']['probability'] ?? 0)];
}
$owners = [];
foreach (hs('GET', '/crm/v3/owners?limit=500')['results'] as $o) {
    $owners[$o['id']] = trim(($o['firstName'] ?? '') . ' ' . ($o['lastName'] ?? ''));
}

$deals = [];
$after = null;
do {
    $body = ['filterGroups' => [['filters' => [['propertyName' => 'pipeline', 'operator' => 'EQ', 'value' => $pipeline]]]],
        'properties' => ['dealname', 'amount', 'dealstage', 'closedate', 'hubspot_owner_id', 'hs_lastmodifieddate'], 'limit' => 100];
    if ($after) {
        $body['after'] = $after;
    }
    $r = hs('POST', '/crm/v3/objects/deals/search', $body);
    $deals = array_merge($deals, $r['results']);
    $after = $r['paging']['next']['after'] ?? null;
} while ($after);

if (isset($opts['csv'])) {
    $out = fopen('php://stdout', 'w');
    fputcsv($out, ['id', 'name', 'stage', 'amount', 'closedate', 'owner']);
    foreach ($deals as $d) {
        $p = $d['properties'];
        fputcsv($out, [$d['id'], $p['dealname'], $stages[$p['dealstage']]['label'] ?? $p['dealstage'], $p['amount'], $p['closedate'], $owners[$p['hubspot_owner_id'] ?? ''] ?? '']);
    }
    exit(0);
}

$byStage = [];
$forecast = 0.0;
$stale = [];
$qEnd = new DateTimeImmutable('last day of ' . ['March', 'June', 'September', 'December'][intdiv((int)date('n') - 1, 3)]);
foreach ($deals as $d) {
    $p = $d['properties'];
    $amt = (float)($p['amount'] ?? 0);
    $st = $p['dealstage'];
    $byStage[$st] = [($byStage[$st][0] ?? 0) + 1, ($byStage[$st][1] ?? 0) + $amt];
    $prob = $stages[$st]['p'] ?? 0;
    if ($p['closedate'] && new DateTimeImmutable($p['closedate']) <= $qEnd) {
        $forecast += $amt * $prob;
    }
    if ($prob > 0 && $prob < 1 && strtotime($p['hs_lastmodifieddate']) < time() - $staleDays * 86400) {
        $stale[] = $p['dealname'];
    }
}
echo "<h1>Pipeline report " . date('Y-m-d') . "</h1><table border=1><tr><th>Stage</th><th>Deals</th><th>Amount</th></tr>";
foreach ($byStage as $id => [$n, $sum]) {
    printf("<tr><td>%s</td><td>%d</td><td>%s</td></tr>", htmlspecialchars($stages[$id]['label'] ?? $id), $n, number_format($sum, 0));
}
printf("</table><p><b>Weighted forecast this quarter:</b> %s</p>", number_format($forecast, 0));
echo "<h2>Stale deals (&gt;{$staleDays} days)</h2><ul>" . implode('', array_map(fn($n) => '<li>' . htmlspecialchars((string)$n) . '</li>', $stale)) . "</ul>";
