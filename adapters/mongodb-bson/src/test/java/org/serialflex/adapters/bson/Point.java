package org.serialflex.adapters.bson;

/** A record for {@link MongoBsonSetupTest}: the record codec maps it, no POJO convention could. */
public record Point(int x, String label) {
}
