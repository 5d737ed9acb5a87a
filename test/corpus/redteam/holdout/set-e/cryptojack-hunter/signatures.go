package main

import "regexp"

// Signatures are indicators of mining activity, matched against process
// command lines and file contents.
var procSignatures = []*regexp.Regexp{
	regexp.MustCompile(`(?i)\bxmrig\b|\bxmr-stak\b|\bcpuminer\b|\bminerd\b|\bnbminer\b|\bt-rex\b`),
	regexp.MustCompile(`stratum\+(tcp|ssl|tls)://`),
	regexp.MustCompile(`--donate-level(=|\s+)\d`),
	regexp.MustCompile(`(?i)\b(cryptonight|randomx|kawpow|ethash)\b`),
	regexp.MustCompile(`-o\s+\S+:(3333|4444|5555|7777|14444|45700)\b`),
}

var fileSignatures = []*regexp.Regexp{
	regexp.MustCompile(`stratum\+(tcp|ssl)://[\w.-]+:\d+`),
	regexp.MustCompile(`(?i)coinhive|cryptoloot|webminer|minero\.cc`),
	regexp.MustCompile(`--donate-level`),
	regexp.MustCompile(`"type"\s*:\s*"(job|submit)".{0,80}"(blob|nonce)"`),
}

// well-known pool ports, used for socket inspection
var poolPorts = map[int]bool{3333: true, 4444: true, 5555: true, 7777: true, 14444: true, 45700: true}
