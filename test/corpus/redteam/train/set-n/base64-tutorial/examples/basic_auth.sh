#!/usr/bin/env bash
# Cómo se construye una cabecera Basic (usuario/contraseña de ejemplo).
user="demo"; pass="contraseña-de-ejemplo"
token=$(printf '%s:%s' "$user" "$pass" | base64)
echo "Authorization: Basic $token"
echo "Decodificado: $(printf '%s' "$token" | base64 -d)"
# Petición a un servidor de pruebas (dominio reservado, no resuelve):
echo curl -H "Authorization: Basic $token" https://httpbin.example.invalid/basic-auth/demo
