import DesignTokens
import Foundation
import DocGenKit

/// What a versioned site keeps in the build cache: each release as the site holds it (`VersionCache`), and each
/// version's drawings, which its steps take through the cache session as `docgen build` does.
extension VersionedSiteBuilder {
    /// The build cache's releases, the theme's digest and the written site's manifest; nil without a cache, or when
    /// the theme changed while the build ran.
    struct CacheState {
        var cache: VersionCache
        var theme: String
        var manifest: SiteManifest?
    }

    func cacheState(started: Int64) -> CacheState? {
        guard let folder = configuration.cacheDirectory, let theme = VersionCache.themeDigest(configuration, started: started) else { return nil }
        return CacheState(cache: VersionCache(folder: folder), theme: theme, manifest: SiteManifest.read(site: configuration.outputDirectory))
    }

    /// The key of the release at `index` in the build cache, and its record when the site still holds what it
    /// lists; nothing for the work tree, or without a cache.
    func cachedRelease(_ index: Int, _ plan: VersionPlan, cache: CacheState?, more: [String] = []) -> (String?, VersionCache.ReleaseRecord?) {
        let version = plan.versions[index]
        guard let cache, !version.isWorkTree else { return (nil, nil) }
        let key = VersionCache.key(of: version, previous: index > 0 ? plan.versions[index - 1] : nil, theme: cache.theme,
                                   configuration: configuration, more: more)
        return (key, cache.cache.record(of: version.name, key: key, versionFolder: version.folder, site: configuration.outputDirectory,
                                        manifest: cache.manifest))
    }

    /// Keeps each release built anew in the build cache, its files' digests as the written site's manifest lists them,
    /// and removes the records of releases no longer in the plan.
    func storeReleases(_ plan: VersionPlan, keys: [String?], records: [VersionCache.ReleaseRecord?], contexts: [BuildContext],
                               pages: [String: Set<String>], entries: [ChangelogEntry], builds: [VersionBuild]) {
        guard let folder = configuration.cacheDirectory, let manifest = SiteManifest.read(site: configuration.outputDirectory) else { return }
        let cache = VersionCache(folder: folder)
        for (index, version) in plan.versions.enumerated() where records[index] == nil {
            guard let key = keys[index] else { continue }
            let paths = Self.published(contexts[index].output, by: version)
            var files: [String: String] = [:]
            for path in paths { if let entry = manifest.entries[version.folder + path] { files[path] = entry.digest } }
            guard files.count == paths.count else { continue }
            cache.store(VersionCache.ReleaseRecord(key: key, files: files, pages: pages[version.name, default: []].sorted(), diff: entries[index].diff,
                                            summary: entries[index].summary, checks: builds[index].checks, failedChecks: builds[index].failedChecks),
                        of: version.name)
        }
        cache.prune(keeping: plan.versions.filter { !$0.isWorkTree }.map(\.name))
    }

    /// The build cache as `version`'s steps use it: each design system's drawings, kept under the digest of what the
    /// system's steps read (a release's own files by its commit, the theme's by their bytes); nil without a cache.
    func cacheSession(for version: SiteVersion, started: Int64) -> CacheSession? {
        guard let folder = configuration.cacheDirectory else { return nil }
        let revision = version.commit.map {
            CacheSession.FixedRevision(name: $0, workTreeFolders: [configuration.templatesDirectory, configuration.publicDirectory])
        }
        return CacheSession(cache: BuildCache(folder: folder), configurationKey: BuildCache.key(of: configuration), previous: nil,
                            started: started, confinement: configuration.confinement, revision: revision)
    }
}
