/**
 * The one {@code serialflex} command: the top level ({@link org.serialflex.cli.Serialflex}: help, version,
 * completion), the SPI a module's subcommand implements ({@link org.serialflex.cli.Subcommand}, found with
 * {@code ServiceLoader}), and what every subcommand shares ({@link org.serialflex.cli.CommandLines}: bad input
 * is status 2 and one line).
 *
 * <p>Knows picocli and nothing of the kit: the subcommands come to it.
 *
 * <p>May import only: {@code java}, {@code picocli}.
 */
package org.serialflex.cli;
