// Integration: yank/unyank, ranges and pins, dist-tags, deprecation, soft and hard delete, and
// outsiders who must change nothing.
import { describe, expect, it } from "vitest";
import { api, createPublisher, footprint, publish, skillFiles, tarball, uniqueName } from "../support/fixtures";

async function publishVersions(token: string, name: string, versions: string[]) {
  for (const version of versions) {
    const res = await publish(token, tarball(skillFiles({ name, version, description: `Release ${version} of the skill.` })));
    expect(res.status).toBe(201);
  }
}

describe("version lifecycle", () => {
  it("latest skips prereleases; ranges pick the highest match; a yanked version installs only when pinned", async () => {
    const alice = await createPublisher();
    const name = uniqueName();
    await publishVersions(alice.token, name, ["1.0.0", "1.1.0", "2.0.0-beta.1"]);
    expect((await api(`/api/v1/skills/${name}`)).json.distTags).toEqual({ latest: "1.1.0" });
    expect((await api(`/api/v1/skills/${name}/resolve?range=^1.0.0`)).json.version).toBe("1.1.0");

    const yank = await api(`/api/v1/skills/${name}/versions/1.1.0/yank`, { method: "POST", token: alice.token });
    expect(yank.json).toMatchObject({ status: "yanked", changed: true });
    expect((await api(`/api/v1/skills/${name}/resolve`)).json.version).toBe("1.0.0");
    expect((await api(`/api/v1/skills/${name}/resolve?range=^1.0.0`)).json.version).toBe("1.0.0");
    const pinned = await api(`/api/v1/skills/${name}/resolve?range=1.1.0`);
    expect(pinned.json.version).toBe("1.1.0");
    expect(pinned.json.warnings[0]).toContain("yanked");
    expect((await api(`/api/v1/skills/${name}/versions/1.1.0/tarball`)).status).toBe(200);

    await api(`/api/v1/skills/${name}/versions/1.1.0/yank`, { method: "DELETE", token: alice.token });
    expect((await api(`/api/v1/skills/${name}/resolve`)).json.version).toBe("1.1.0");
    expect((await footprint(name)).audits.map((a) => a.action)).toEqual(expect.arrayContaining(["version.yank", "version.unyank"]));
  });

  it("custom dist-tags move; latest cannot be set by hand", async () => {
    const alice = await createPublisher();
    const name = uniqueName();
    await publishVersions(alice.token, name, ["1.0.0", "2.0.0-rc.1"]);
    const tag = await api(`/api/v1/skills/${name}/dist-tags/next`, { method: "PUT", token: alice.token, json: { version: "2.0.0-rc.1" } });
    expect(tag.status).toBe(200);
    expect((await api(`/api/v1/skills/${name}/resolve?range=next`)).json.version).toBe("2.0.0-rc.1");
    const latest = await api(`/api/v1/skills/${name}/dist-tags/latest`, { method: "PUT", token: alice.token, json: { version: "2.0.0-rc.1" } });
    expect(latest.json.error.code).toBe("TAG_INVALID");
    await api(`/api/v1/skills/${name}/dist-tags/next`, { method: "DELETE", token: alice.token });
    expect((await api(`/api/v1/skills/${name}`)).json.distTags).toEqual({ latest: "1.0.0" });
  });

  it("deprecation shows up as a warning on resolve", async () => {
    const alice = await createPublisher();
    const name = uniqueName();
    await publishVersions(alice.token, name, ["1.0.0"]);
    await api(`/api/v1/skills/${name}/deprecation`, { method: "PUT", token: alice.token, json: { message: "use better-skill instead" } });
    expect((await api(`/api/v1/skills/${name}/resolve`)).json.warnings).toEqual([`${name} is deprecated: use better-skill instead`]);
  });

  it("outsiders cannot yank, tag, deprecate or delete, and nothing changes", async () => {
    const alice = await createPublisher();
    const mallory = await createPublisher();
    const name = uniqueName();
    await publishVersions(alice.token, name, ["1.0.0"]);
    const before = await api(`/api/v1/skills/${name}`);
    const attempts = [
      api(`/api/v1/skills/${name}/versions/1.0.0/yank`, { method: "POST", token: mallory.token }),
      api(`/api/v1/skills/${name}/dist-tags/evil`, { method: "PUT", token: mallory.token, json: { version: "1.0.0" } }),
      api(`/api/v1/skills/${name}/deprecation`, { method: "PUT", token: mallory.token, json: { message: "pwned" } }),
      api(`/api/v1/skills/${name}`, { method: "DELETE", token: mallory.token }),
      api(`/api/v1/skills/${name}?hard=true`, { method: "DELETE", token: mallory.token }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(["NOT_OWNER", "FORBIDDEN"]).toContain(res.json.error.code);
    }
    const anonymous = await api(`/api/v1/skills/${name}/versions/1.0.0/yank`, { method: "POST" });
    expect(anonymous.status).toBe(401);
    const after = await api(`/api/v1/skills/${name}`);
    expect(after.json).toEqual(before.json);
    expect((await footprint(name)).audits.map((a) => a.action)).toEqual(["version.publish"]);
  });

  it("soft delete hides the skill and holds its name; the owner's next publish restores it; hard delete reserves the name", async () => {
    const alice = await createPublisher();
    const bob = await createPublisher();
    const name = uniqueName();
    await publishVersions(alice.token, name, ["1.0.0"]);
    const deleted = await api(`/api/v1/skills/${name}`, { method: "DELETE", token: alice.token });
    expect(deleted.json.deleted).toBe("soft");
    expect((await api(`/api/v1/skills/${name}`)).status).toBe(404);
    expect((await api(`/api/v1/skills?q=${name}`)).json.items.map((i: { name: string }) => i.name)).not.toContain(name);
    expect((await publish(bob.token, tarball(skillFiles({ name, version: "9.0.0" })))).json.error.code).toBe("NOT_OWNER");
    expect((await publish(alice.token, tarball(skillFiles({ name, version: "1.0.1" })))).status).toBe(201);
    expect((await api(`/api/v1/skills/${name}`)).status).toBe(200);

    const admin = await createPublisher({ role: "admin", token: { scopes: ["admin", "publish"] } });
    expect((await api(`/api/v1/skills/${name}?hard=true`, { method: "DELETE", token: alice.token })).status).toBe(403);
    expect((await api(`/api/v1/skills/${name}?hard=true`, { method: "DELETE", token: admin.token })).json.deleted).toBe("hard");
    expect((await footprint(name)).skill).toBeNull();
    const reuse = await publish(alice.token, tarball(skillFiles({ name, version: "1.0.0" })));
    expect(reuse.json.error.code).toBe("NAME_RESERVED");
  });
});
