package org.serialflex.lanes;

import org.apache.maven.repository.internal.MavenRepositorySystemUtils;
import org.apache.maven.settings.Mirror;
import org.apache.maven.settings.Profile;
import org.apache.maven.settings.Proxy;
import org.apache.maven.settings.Repository;
import org.apache.maven.settings.Server;
import org.apache.maven.settings.Settings;
import org.apache.maven.settings.building.DefaultSettingsBuilderFactory;
import org.apache.maven.settings.building.DefaultSettingsBuildingRequest;
import org.apache.maven.settings.building.SettingsBuildingException;
import org.eclipse.aether.DefaultRepositorySystemSession;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.repository.LocalRepository;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.repository.RepositoryPolicy;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;
import org.eclipse.aether.supplier.RepositorySystemSupplier;
import org.eclipse.aether.util.artifact.JavaScopes;
import org.eclipse.aether.util.filter.DependencyFilterUtils;
import org.eclipse.aether.util.repository.AuthenticationBuilder;
import org.eclipse.aether.util.repository.DefaultAuthenticationSelector;
import org.eclipse.aether.util.repository.DefaultMirrorSelector;
import org.eclipse.aether.util.repository.DefaultProxySelector;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Maven Resolver in this JVM, set up as the running build's Maven is ({@link MavenSettings}): its
 * local repository, offline mode, mirrors, proxies, servers' credentials and the repositories of
 * the settings' active profiles beside Maven Central. Resolves as a pom that declares the
 * coordinates as dependencies would see its runtime class path: transitive compile and runtime
 * dependencies, nearest version wins, in Maven's order. The only class of the kit that names the
 * resolver's types; they are shaded into the kit's jar under {@code org.serialflex.internal}.
 */
final class InProcessMaven {

    private static final String CENTRAL = "https://repo.maven.apache.org/maven2";

    private final RepositorySystem system;
    private final DefaultRepositorySystemSession session;
    private final List<RemoteRepository> repositories;

    InProcessMaven(MavenSettings maven) {
        Settings settings = read(maven);
        system = new RepositorySystemSupplier().get();
        session = MavenRepositorySystemUtils.newSession();
        session.setOffline(maven.offline() || settings.isOffline());
        session.setSystemProperties(System.getProperties());
        Path local = maven.localRepository().orElseGet(() -> settings.getLocalRepository() != null
                ? Path.of(settings.getLocalRepository()) : Path.of(System.getProperty("user.home"), ".m2", "repository"));
        session.setLocalRepositoryManager(system.newLocalRepositoryManager(session, new LocalRepository(local.toFile())));
        DefaultMirrorSelector mirrors = new DefaultMirrorSelector();
        for (Mirror mirror : settings.getMirrors()) {
            mirrors.add(mirror.getId(), mirror.getUrl(), mirror.getLayout(), false, mirror.isBlocked(),
                    mirror.getMirrorOf(), mirror.getMirrorOfLayouts());
        }
        session.setMirrorSelector(mirrors);
        DefaultProxySelector proxies = new DefaultProxySelector();
        for (Proxy proxy : settings.getProxies()) {
            if (proxy.isActive()) {
                proxies.add(new org.eclipse.aether.repository.Proxy(proxy.getProtocol(), proxy.getHost(),
                        proxy.getPort(), new AuthenticationBuilder().addUsername(proxy.getUsername())
                        .addPassword(proxy.getPassword()).build()), proxy.getNonProxyHosts());
            }
        }
        session.setProxySelector(proxies);
        DefaultAuthenticationSelector credentials = new DefaultAuthenticationSelector();
        for (Server server : settings.getServers()) {
            credentials.add(server.getId(), new AuthenticationBuilder().addUsername(server.getUsername())
                    .addPassword(server.getPassword()).addPrivateKey(server.getPrivateKey(), server.getPassphrase())
                    .build());
        }
        session.setAuthenticationSelector(credentials);
        session.setReadOnly();
        repositories = system.newResolutionRepositories(session, declared(settings));
    }

    /**
     * The jars of {@code coordinates} and of their runtime dependencies, in Maven's class path order.
     *
     * @throws DependencyResolutionException naming what could not be resolved, and from where
     */
    List<Path> resolve(List<String> coordinates) throws DependencyResolutionException {
        CollectRequest collect = new CollectRequest();
        for (String gav : coordinates) {
            collect.addDependency(new Dependency(new DefaultArtifact(gav), JavaScopes.COMPILE));
        }
        collect.setRepositories(repositories);
        List<ArtifactResult> results = system.resolveDependencies(session, new DependencyRequest(collect,
                DependencyFilterUtils.classpathFilter(JavaScopes.RUNTIME))).getArtifactResults();
        return results.stream().map(r -> r.getArtifact().getFile().toPath()).toList();
    }

    /** The repositories of the settings' active profiles, then Maven Central (the super POM's), as Maven orders them. */
    private static List<RemoteRepository> declared(Settings settings) {
        List<RemoteRepository> declared = new ArrayList<>();
        Set<String> active = new LinkedHashSet<>(settings.getActiveProfiles());
        for (Profile profile : settings.getProfiles()) {
            boolean byDefault = profile.getActivation() != null && profile.getActivation().isActiveByDefault();
            if (!active.contains(profile.getId()) && !byDefault) {
                continue;
            }
            for (Repository repository : profile.getRepositories()) {
                declared.add(new RemoteRepository.Builder(repository.getId(), repository.getLayout(),
                        repository.getUrl())
                        .setReleasePolicy(policy(repository.getReleases()))
                        .setSnapshotPolicy(policy(repository.getSnapshots())).build());
            }
        }
        declared.add(new RemoteRepository.Builder("central", "default", CENTRAL)
                .setSnapshotPolicy(new RepositoryPolicy(false, null, null)).build());
        return declared;
    }

    private static RepositoryPolicy policy(org.apache.maven.settings.RepositoryPolicy policy) {
        return policy == null ? new RepositoryPolicy()
                : new RepositoryPolicy(policy.isEnabled(), policy.getUpdatePolicy(), policy.getChecksumPolicy());
    }

    private static Settings read(MavenSettings maven) {
        DefaultSettingsBuildingRequest request = new DefaultSettingsBuildingRequest()
                .setSystemProperties(System.getProperties());
        maven.userSettings().ifPresent(p -> request.setUserSettingsFile(p.toFile()));
        maven.globalSettings().ifPresent(p -> request.setGlobalSettingsFile(p.toFile()));
        try {
            return new DefaultSettingsBuilderFactory().newInstance().build(request).getEffectiveSettings();
        } catch (SettingsBuildingException e) {
            throw new IllegalArgumentException("Cannot read Maven's settings (" + maven.userSettings().orElse(null)
                    + ", " + maven.globalSettings().orElse(null) + "): " + e.getMessage(), e);
        }
    }
}
