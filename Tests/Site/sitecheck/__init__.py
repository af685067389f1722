"""Checks of a built docgen site as its readers see it. Each check returns a list of problems
(strings naming the page, the rule and the element), empty when the site passes, so that the same
functions serve the tests of the embedded site and the tests that break a copy on purpose."""
