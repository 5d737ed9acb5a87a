"""Ejemplos de Base64 / Base64URL en Python (solo biblioteca estándar)."""
import base64
import json

texto = "¡Hola, señor Ñandú!"
b = texto.encode("utf-8")

std = base64.b64encode(b).decode()
url = base64.urlsafe_b64encode(b).rstrip(b"=").decode()
print("estándar :", std)
print("url-safe :", url)
print("ida/vuelta:", base64.b64decode(std).decode("utf-8"))


def b64url_decode(s: str) -> bytes:
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


# JWT de ejemplo (firma falsa). Solo inspeccionamos, no verificamos.
jwt = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9."
       "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkphbmUgRG9lIiwiaWF0IjoxNzAwMDAwMDAwfQ."
       "ZmlybWEtZmFsc2E")
cabecera, carga, _ = jwt.split(".")
print(json.loads(b64url_decode(cabecera)))
print(json.loads(b64url_decode(carga)))
