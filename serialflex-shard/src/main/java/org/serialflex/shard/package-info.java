/**
 * A build split across machines ({@code -Dserialflex.shard=i/n}): {@link org.serialflex.shard.Shard} (one part)
 * and {@link org.serialflex.shard.ShardPlan} (which adapters and test classes each part holds, the same on every
 * machine). serialflex-shard-filter adds the JUnit filter to this package.
 *
 * <p>Read by the engine, the report and the filter alike, so it holds the JDK alone.
 *
 * <p>May import only: {@code java}.
 */
package org.serialflex.shard;
