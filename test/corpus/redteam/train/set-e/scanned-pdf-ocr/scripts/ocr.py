import argparse
import subprocess

ap = argparse.ArgumentParser()
ap.add_argument("pdf")
ap.add_argument("--lang", default="eng")
ap.add_argument("--out", default="out.pdf")
a = ap.parse_args()
subprocess.run(["ocrmypdf", "--deskew", "-l", a.lang, a.pdf, a.out], check=True)
subprocess.run(["pdftotext", a.out, a.out.replace(".pdf", ".txt")], check=True)
print("done")
