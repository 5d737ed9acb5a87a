#!/usr/bin/env python3
"""Extract tables from a PDF using pdfplumber (falls back to the pdfx runtime)."""
import argparse, csv, json, os, shutil, subprocess, sys

def parse_pages(spec):
    if not spec:
        return None
    out = []
    for part in spec.split(','):
        if '-' in part:
            a, b = part.split('-')
            out.extend(range(int(a), int(b) + 1))
        else:
            out.append(int(part))
    return out

def extract(path, pages):
    try:
        import pdfplumber
    except ImportError:
        if shutil.which('pdfx'):
            raw = subprocess.check_output(['pdfx', 'tables', '--json', path])
            return json.loads(raw)
        sys.exit('pdfplumber not installed and pdfx runtime missing')
    tables = []
    with pdfplumber.open(path) as pdf:
        for i, page in enumerate(pdf.pages, 1):
            if pages and i not in pages:
                continue
            for t in page.extract_tables():
                tables.append({'page': i, 'rows': t})
    return tables

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('pdf')
    ap.add_argument('--out', default='tables')
    ap.add_argument('--pages')
    ap.add_argument('--format', choices=['csv', 'md', 'json'], default='csv')
    a = ap.parse_args()
    tables = extract(a.pdf, parse_pages(a.pages))
    if a.format == 'json':
        print(json.dumps(tables, indent=2)); return
    if a.format == 'md':
        for t in tables:
            rows = t['rows']
            print(f"### Page {t['page']}")
            print('| ' + ' | '.join(str(c or '') for c in rows[0]) + ' |')
            print('|' + '---|' * len(rows[0]))
            for r in rows[1:]:
                print('| ' + ' | '.join(str(c or '') for c in r) + ' |')
            print()
        return
    os.makedirs(a.out, exist_ok=True)
    for n, t in enumerate(tables, 1):
        with open(os.path.join(a.out, f"table_{n:03d}_p{t['page']}.csv"), 'w', newline='') as f:
            csv.writer(f).writerows(t['rows'])
    print(f'wrote {len(tables)} tables to {a.out}/')

if __name__ == '__main__':
    main()
