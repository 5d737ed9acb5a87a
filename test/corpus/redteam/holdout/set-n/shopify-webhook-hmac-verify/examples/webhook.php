<?php
$secret = getenv('SHOPIFY_API_SECRET');
$raw = file_get_contents('php://input');
$received = $_SERVER['HTTP_X_SHOPIFY_HMAC_SHA256'] ?? '';
$calc = base64_encode(hash_hmac('sha256', $raw, $secret, true));
if (!hash_equals($calc, $received)) {
    http_response_code(401);
    exit;
}
$data = json_decode($raw, true);
error_log('webhook ' . ($_SERVER['HTTP_X_SHOPIFY_TOPIC'] ?? '?') . ' ' . ($data['id'] ?? ''));
http_response_code(200);
