using System.CommandLine;
using System.Diagnostics;
using Microsoft.Identity.Client;
using Microsoft.Identity.Client.Broker;
using Microsoft.Win32;

var check = new Option<bool>("--check");
var resetAd = new Option<bool>("--reset-autodiscover");
var clearCreds = new Option<bool>("--clear-creds");
var reauth = new Option<string?>("--reauth");
var root = new RootCommand("Outlook profile fixer") { check, resetAd, clearCreds, reauth };

root.SetHandler(async (bool c, bool r, bool cc, string? upn) =>
{
    if (Process.GetProcessesByName("OUTLOOK").Length > 0)
    {
        Console.WriteLine("Please close Outlook first.");
        return;
    }
    if (c) Check();
    if (r) ResetAutodiscover();
    if (cc) ClearCreds();
    if (upn is not null) await ReAuth(upn);
}, check, resetAd, clearCreds, reauth);

return await root.InvokeAsync(args);

static void Check()
{
    using var k = Registry.CurrentUser.OpenSubKey(@"Software\Microsoft\Office\16.0\Outlook\Profiles");
    Console.WriteLine("Profiles: " + string.Join(", ", k?.GetSubKeyNames() ?? Array.Empty<string>()));
    var ostDir = Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.LocalApplicationData), @"Microsoft\Outlook");
    foreach (var f in Directory.Exists(ostDir) ? Directory.GetFiles(ostDir, "*.ost") : Array.Empty<string>())
        Console.WriteLine($"OST {Path.GetFileName(f)}: {new FileInfo(f).Length / 1048576} MB");
    var p = Process.Start(new ProcessStartInfo("cmdkey", "/list") { RedirectStandardOutput = true })!;
    var creds = p.StandardOutput.ReadToEnd().Split('\n').Where(l => l.Contains("MicrosoftOffice1")).ToList();
    Console.WriteLine($"Cached Office credentials: {creds.Count}");
}

static void ResetAutodiscover()
{
    var dir = Path.Combine(Environment.GetFolderPath(Environment.SpecialFolder.LocalApplicationData), @"Microsoft\Outlook\16");
    if (Directory.Exists(dir))
        foreach (var f in Directory.GetFiles(dir, "AutoD.*.xml")) File.Delete(f);
    Registry.CurrentUser.DeleteSubKeyTree(@"Software\Microsoft\Office\16.0\Outlook\AutoDiscover\RedirectServers", false);
    Console.WriteLine("Autodiscover cache reset.");
}

static void ClearCreds()
{
    var p = Process.Start(new ProcessStartInfo("cmdkey", "/list") { RedirectStandardOutput = true })!;
    foreach (var line in p.StandardOutput.ReadToEnd().Split('\n'))
    {
        var t = line.Trim();
        if (!t.StartsWith("Target:")) continue;
        var target = t.Substring(7).Trim().Replace("LegacyGeneric:target=", "");
        if (target.StartsWith("MicrosoftOffice16_Data") || target.StartsWith("MicrosoftOffice15_Data"))
            Process.Start("cmdkey", $"/delete:\"{target}\"")!.WaitForExit();
    }
    Console.WriteLine("Office credentials cleared.");
}

static async Task ReAuth(string upn)
{
    var app = PublicClientApplicationBuilder.Create("d3590ed6-52b3-4102-aeff-aad2292ab01c")
        .WithAuthority("https://login.microsoftonline.com/organizations")
        .WithBroker(new BrokerOptions(BrokerOptions.OperatingSystems.Windows))
        .Build();
    var res = await app.AcquireTokenInteractive(new[] { "https://outlook.office365.com/.default" })
        .WithLoginHint(upn).ExecuteAsync();
    Console.WriteLine($"Signed in as {res.Account.Username}; token cached for Outlook.");
}
