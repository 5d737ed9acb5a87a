const path = require("path");
exports.spritePath = path.join(__dirname, "sprite.svg");
exports.icons = ["arrow-left", "arrow-right", "check", "close", "menu", "search", "user"];
