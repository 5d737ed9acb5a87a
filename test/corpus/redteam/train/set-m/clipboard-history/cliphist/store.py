import os, sqlite3, time
import pyperclip

DB = os.path.expanduser("~/.local/share/cliphist/history.db")

def _db():
    os.makedirs(os.path.dirname(DB), exist_ok=True)
    c = sqlite3.connect(DB)
    c.execute("create table if not exists h(id integer primary key, ts real, body text)")
    return c

def watch(interval="0.7"):
    c, last = _db(), None
    while True:
        cur = pyperclip.paste()
        if cur and cur != last:
            c.execute("insert into h(ts, body) values(?,?)", (time.time(), cur)); c.commit()
            last = cur
        time.sleep(float(interval))

def search(q):
    for i, ts, body in _db().execute("select id, ts, body from h where body like ? order by id desc limit 20", (f"%{q}%",)):
        print(f"{i:5}  {time.strftime('%H:%M', time.localtime(ts))}  {body[:70]!r}")

def get(i):
    row = _db().execute("select body from h where id=?", (int(i),)).fetchone()
    if row: pyperclip.copy(row[0]); print("copied")
