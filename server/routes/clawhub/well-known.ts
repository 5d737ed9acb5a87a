// GET /.well-known/clawhub.json — tells the clawhub client (`--site`) where our ClawHub-compatible API is
import { json } from "../../http";
import type { Handler } from "../../router";
import { clawhubApiBase } from "./handler";

export const clawhubWellKnown: Handler = async (request) => json({ apiBase: clawhubApiBase(request) }, "shared");
