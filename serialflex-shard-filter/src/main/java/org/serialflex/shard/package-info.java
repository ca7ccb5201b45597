/**
 * The JUnit Platform filter that keeps the test classes of this build's shard ({@link
 * org.serialflex.shard.ShardFilter}), registered for {@code ServiceLoader} and given to Surefire's provider
 * class path by the root pom's {@code shard} profile, never to the class path the kit builds its worlds from.
 * The plan it applies is serialflex-shard's, in this same package.
 *
 * <p>May import only: {@code java}, {@code org.junit.platform}.
 */
package org.serialflex.shard;
