-- example mod: spawns three slimes and greets the player
print("hello from a mod!")
for i = 1, 3 do
  game.spawn("slime", 100 + i * 40, 200)
end
