using System;
using System.IO;
using System.Linq;
using UnityEditor;
using UnityEditor.Build.Reporting;
using UnityEngine;

public static class BuildMenu
{
    static readonly (BuildTarget target, string folder, string ext)[] Targets =
    {
        (BuildTarget.StandaloneWindows64, "Windows", ".exe"),
        (BuildTarget.StandaloneOSX, "macOS", ".app"),
        (BuildTarget.Android, "Android", ".aab"),
        (BuildTarget.WebGL, "WebGL", ""),
    };

    [MenuItem("Build/All Platforms")]
    public static void BuildAll() => BuildAllInternal(PlayerSettings.bundleVersion);

    public static void BuildAllCI()
    {
        var args = Environment.GetCommandLineArgs();
        var i = Array.IndexOf(args, "-buildVersion");
        var version = i >= 0 && i + 1 < args.Length ? args[i + 1] : PlayerSettings.bundleVersion;
        BuildAllInternal(version);
    }

    static void BuildAllInternal(string version)
    {
        PlayerSettings.bundleVersion = version;
        var scenes = EditorBuildSettings.scenes.Where(s => s.enabled).Select(s => s.path).ToArray();
        var sb = new System.Text.StringBuilder("# Build report\n\n");
        foreach (var (target, folder, ext) in Targets)
        {
            var path = Path.Combine("Builds", folder, Application.productName + ext);
            var report = BuildPipeline.BuildPlayer(scenes, path, target, BuildOptions.None);
            sb.AppendLine($"## {folder}: {report.summary.result}, {report.summary.totalSize / 1048576f:F1} MB\n");
            foreach (var f in report.GetFiles().OrderByDescending(f => f.size).Take(20))
                sb.AppendLine($"- {f.path} — {f.size / 1024} KB");
            sb.AppendLine();
        }
        Directory.CreateDirectory("Builds");
        File.WriteAllText(Path.Combine("Builds", "report.md"), sb.ToString());
        Debug.Log("Builds finished: " + version);
    }
}
