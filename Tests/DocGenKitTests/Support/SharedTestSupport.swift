/// The shared test support (temporary folders, fixtures, snapshots, the stopwatch, `hex`, the report fixtures),
/// visible to every file of this target: the files that do not import it themselves read it through this one.
@_exported import DocGenTestSupport
@_exported import ButtonModelTestSupport
@_exported import ButtonDrawingTestSupport
