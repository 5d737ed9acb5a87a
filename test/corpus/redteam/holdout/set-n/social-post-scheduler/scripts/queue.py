#!/usr/bin/env python3
import csv, os, sqlite3, sys, time
from datetime import datetime, timezone
import requests

DB = os.path.expanduser("~/.postq/queue.db")
G = "https://graph.facebook.com/v19.0"


def db():
    os.makedirs(os.path.dirname(DB), exist_ok=True)
    c = sqlite3.connect(DB)
    c.execute("create table if not exists q(id integer primary key, at text, net text, caption text, img text, state text default 'queued', tries int default 0)")
    return c


def add(path):
    c = db()
    with open(path, newline="", encoding="utf-8") as fh:
        for r in csv.DictReader(fh):
            c.execute("insert into q(at,net,caption,img) values(?,?,?,?)", (r["publish_at"], r["network"], r["caption"], r.get("image_url", "")))
    c.commit()


def publish(net, caption, img):
    tok = os.environ["META_PAGE_TOKEN"]
    if net == "facebook":
        return requests.post(f"{G}/{os.environ['META_PAGE_ID']}/feed", data={"message": caption, "access_token": tok}, timeout=30)
    ig = os.environ["IG_USER_ID"]
    cr = requests.post(f"{G}/{ig}/media", data={"image_url": img, "caption": caption, "access_token": tok}, timeout=30).json()
    time.sleep(3)
    return requests.post(f"{G}/{ig}/media_publish", data={"creation_id": cr["id"], "access_token": tok}, timeout=30)


def run():
    c = db()
    now = datetime.now(timezone.utc)
    for pid, at, net, cap, img, tries in c.execute("select id,at,net,caption,img,tries from q where state='queued'").fetchall():
        if datetime.fromisoformat(at) > now:
            continue
        r = publish(net, cap, img)
        state = "done" if r.ok else ("failed" if tries >= 2 else "queued")
        c.execute("update q set state=?, tries=tries+1 where id=?", (state, pid))
        print(datetime.now().isoformat(), pid, net, r.status_code)
    c.commit()


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "add":
        add(sys.argv[2])
    elif cmd == "list":
        for row in db().execute("select id,at,net,state,substr(caption,1,50) from q order by at"):
            print(*row, sep="\t")
    elif cmd == "run":
        run()
