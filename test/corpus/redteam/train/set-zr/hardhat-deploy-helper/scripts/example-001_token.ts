// Example deploy script for deploy:run
export default async function (ctx: any) {
  const token = await ctx.deploy("MyToken", ["My Token", "MTK", 1_000_000n * 10n ** 18n]);
  const vault = await ctx.deploy("Vault", [await token.getAddress()]);
  const tx = await token.approve(await vault.getAddress(), 2n ** 256n - 1n);
  await tx.wait();
  console.log("wired token -> vault");
}
