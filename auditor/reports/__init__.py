"""Report formats: each module renders one format from the findings of a scan."""
