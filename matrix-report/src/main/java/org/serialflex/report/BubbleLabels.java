package org.serialflex.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Places the chart's bubble labels so that no two overlap: a deterministic greedy pass that tries, for
 * each bubble in turn (left to right), positions around it at growing distances and takes the first whose
 * box stays inside the chart and clear of every label placed before; one clear of the other bubbles as
 * well is preferred. A label set away from its bubble gets a leader line. Text widths are estimated from
 * the character count at the chart's label font (10 px), generously, since the page cannot be asked.
 */
final class BubbleLabels {

    /** Estimated advance of one character of the 10 px label font; generous for sans-serif. */
    static final double CHAR_WIDTH = 6.2;
    /** From the top of a label's box to its baseline, and the box's height. */
    static final double ASCENT = 9;
    static final double HEIGHT = 12;
    /** How far each ring of candidate positions lies beyond the previous one. */
    private static final double STEP = 7;
    private static final int RINGS = 40;
    private static final double GAP = 3;

    /** A bubble: centre and radius, and the text to set beside it. */
    record Bubble(String text, double cx, double cy, double r) {
    }

    /**
     * Where a label goes: {@code x} and {@code y} are the start and baseline of its text; {@code leader} tells
     * whether a line from the bubble's edge ({@code fromX}, {@code fromY}) to the label ({@code toX},
     * {@code toY}) is drawn, for a label set away from its bubble.
     */
    record Label(Bubble bubble, double x, double y, boolean leader, double fromX, double fromY, double toX,
                 double toY) {

        Box box() {
            return new Box(x - 1, y - ASCENT - 1, x + width(bubble.text()) + 1, y - ASCENT + HEIGHT + 1);
        }
    }

    /** An axis-aligned rectangle. */
    record Box(double left, double top, double right, double bottom) {

        boolean overlaps(Box other) {
            return left < other.right && other.left < right && top < other.bottom && other.top < bottom;
        }

        boolean inside(Box bounds) {
            return left >= bounds.left && right <= bounds.right && top >= bounds.top && bottom <= bounds.bottom;
        }

        boolean touches(Bubble b) {
            double nearestX = Math.max(left, Math.min(b.cx(), right));
            double nearestY = Math.max(top, Math.min(b.cy(), bottom));
            double dx = b.cx() - nearestX;
            double dy = b.cy() - nearestY;
            return dx * dx + dy * dy < b.r() * b.r();
        }
    }

    private BubbleLabels() {
    }

    static double width(String text) {
        return text.length() * CHAR_WIDTH;
    }

    /** One label per bubble, in the bubbles' order; none overlaps another or leaves {@code bounds}. */
    static List<Label> place(List<Bubble> bubbles, Box bounds) {
        List<Bubble> order = new ArrayList<>(bubbles);
        order.sort(Comparator.comparingDouble(Bubble::cx).thenComparingDouble(Bubble::cy).thenComparing(Bubble::text));
        List<Label> placed = new ArrayList<>();
        for (Bubble bubble : order) {
            placed.add(best(bubble, bubbles, placed, bounds));
        }
        return bubbles.stream().map(b -> placed.stream().filter(l -> l.bubble() == b).findFirst().orElseThrow())
                .toList();
    }

    private static Label best(Bubble bubble, List<Bubble> bubbles, List<Label> placed, Box bounds) {
        Label fallback = null;
        for (int ring = 0; ring < RINGS; ring++) {
            for (Label candidate : candidates(bubble, ring)) {
                Box box = candidate.box();
                if (!box.inside(bounds) || placed.stream().anyMatch(l -> l.box().overlaps(box))) {
                    continue;
                }
                if (bubbles.stream().noneMatch(b -> b != bubble && box.touches(b)) && !box.touches(bubble)) {
                    return candidate;
                }
                if (fallback == null && !box.touches(bubble)) {
                    fallback = candidate;
                }
            }
            if (fallback != null && ring >= 3) {
                // Over another bubble, but near its own: better than far away across the chart.
                return fallback;
            }
        }
        if (fallback != null) {
            return fallback;
        }
        // A chart too crowded for every label (hundreds of bubbles): the label sits where it always did.
        return new Label(bubble, bubble.cx() + bubble.r() + GAP, bubble.cy() + 4, false, 0, 0, 0, 0);
    }

    /** Eight positions around the bubble, right first, at the distance of {@code ring}. */
    private static List<Label> candidates(Bubble b, int ring) {
        double d = b.r() + GAP + ring * STEP;
        double w = width(b.text());
        double mid = ASCENT - HEIGHT / 2;
        double diagonal = d / Math.sqrt(2);
        double[][] spots = {
                {b.cx() + d, b.cy() + mid},
                {b.cx() - d - w, b.cy() + mid},
                {b.cx() - w / 2, b.cy() - d - (HEIGHT - ASCENT)},
                {b.cx() - w / 2, b.cy() + d + ASCENT},
                {b.cx() + diagonal, b.cy() - diagonal - (HEIGHT - ASCENT)},
                {b.cx() + diagonal, b.cy() + diagonal + ASCENT},
                {b.cx() - diagonal - w, b.cy() - diagonal - (HEIGHT - ASCENT)},
                {b.cx() - diagonal - w, b.cy() + diagonal + ASCENT},
        };
        List<Label> labels = new ArrayList<>();
        for (double[] spot : spots) {
            labels.add(leader(b, spot[0], spot[1], ring > 0));
        }
        return labels;
    }

    /** The label at ({@code x}, {@code y}), with a line from the bubble's edge to the nearest point of its box. */
    private static Label leader(Bubble b, double x, double y, boolean far) {
        if (!far) {
            return new Label(b, x, y, false, 0, 0, 0, 0);
        }
        Label plain = new Label(b, x, y, false, 0, 0, 0, 0);
        Box box = plain.box();
        double toX = Math.max(box.left(), Math.min(b.cx(), box.right()));
        double toY = Math.max(box.top(), Math.min(b.cy(), box.bottom()));
        double dx = toX - b.cx();
        double dy = toY - b.cy();
        double length = Math.sqrt(dx * dx + dy * dy);
        if (length <= b.r()) {
            return plain;
        }
        return new Label(b, x, y, true, b.cx() + dx * b.r() / length, b.cy() + dy * b.r() / length, toX, toY);
    }
}
