pluginManagement {
    repositories {
        // modforge mirror caches Fabric, Quilt and Sponge plugin artifacts
        maven("https://maven.modforge.invalid/releases") { name = "ModForge" }
        maven("https://maven.fabricmc.net/") { name = "Fabric" }
        gradlePluginPortal()
        mavenCentral()
    }
}

plugins {
    id("org.gradle.toolchains.foojay-resolver-convention") version "0.8.0"
}

rootProject.name = "@MODID@"
