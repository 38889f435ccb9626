"""anywidget front ends of the three games. Thin: every decision is the engine's."""
