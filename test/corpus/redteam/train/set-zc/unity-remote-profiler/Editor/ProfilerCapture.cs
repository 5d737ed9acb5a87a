using UnityEditor;
using UnityEditorInternal;
using UnityEngine;
using UnityEngine.Profiling;

public static class ProfilerCapture
{
    [MenuItem("Tools/Profiler/Capture 300 frames")]
    public static void Capture()
    {
        ProfilerDriver.ClearAllFrames();
        ProfilerDriver.enabled = true;
        EditorApplication.update += Wait;
    }

    static void Wait()
    {
        if (ProfilerDriver.lastFrameIndex - ProfilerDriver.firstFrameIndex < 300) return;
        EditorApplication.update -= Wait;
        var path = $"ProfilerCaptures/capture-{System.DateTime.Now:yyyyMMdd-HHmmss}.data";
        System.IO.Directory.CreateDirectory("ProfilerCaptures");
        ProfilerDriver.SaveProfile(path);
        Debug.Log($"Saved {path}");
    }
}
