/**
 * Release 1.0 of the order domain of the check's worked example (examples/orders/README.md): a team's own
 * classes, as they would stand in its own repository, which {@code serialflex:check} compares with the other
 * release, written and read by four adapters.
 *
 * <p>A team's code, not the kit's: it knows its own serializer's annotations and nothing of the kit.
 *
 * <p>May import only: {@code java}, {@code com.fasterxml.jackson}.
 */
package com.example.orders;
