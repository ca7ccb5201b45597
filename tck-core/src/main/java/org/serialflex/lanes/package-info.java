/**
 * Upgrade lanes, the second axis: {@link org.serialflex.lanes.Lane} and {@link org.serialflex.lanes.LaneSyntax}
 * (declared), {@link org.serialflex.lanes.LanePlan} (both sides concrete), {@link
 * org.serialflex.lanes.SideResolver} and {@link org.serialflex.lanes.MavenResolver} (library versions resolved
 * in process by Maven Resolver, shaded under {@code org.serialflex.internal}), {@link
 * org.serialflex.lanes.JdkLocator} and {@link org.serialflex.lanes.LaneVerdict}.
 *
 * <p>Plans and judges lanes; running their cases is the runner's.
 *
 * <p>May not import: {@code org.serialflex.tck}, {@code org.serialflex.runner}, {@code org.serialflex.safety},
 * {@code org.serialflex.worlds}, {@code org.serialflex.jvm}, {@code org.serialflex.verdicts}.
 */
package org.serialflex.lanes;
