import Foundation

/// Writes git objects that `git` itself would take minutes to make, with a short Python program (zlib and SHA-1
/// from its standard library): a blob of gigabytes of zeros, written in chunks, and a chain of nested trees.
enum GitObjects {
    /// Writes a loose blob of `size` zero bytes into the repository at `repository`; returns its id.
    static func zeroBlob(size: Int, in repository: URL) throws -> String {
        try python("""
            import hashlib, os, sys, zlib
            size = int(sys.argv[1]); git = sys.argv[2]
            header = b"blob %d\\0" % size
            sha = hashlib.sha1(header); chunk = bytes(1 << 22); left = size
            while left: n = min(left, len(chunk)); sha.update(chunk[:n]); left -= n
            oid = sha.hexdigest(); folder = os.path.join(git, "objects", oid[:2]); os.makedirs(folder, exist_ok=True)
            z = zlib.compressobj(1); left = size
            with open(os.path.join(folder, oid[2:]), "wb") as out:
                out.write(z.compress(header))
                while left: n = min(left, len(chunk)); out.write(z.compress(chunk[:n])); left -= n
                out.write(z.flush())
            print(oid)
            """, [String(size), repository.appendingPathComponent(".git").path])
    }

    /// Writes `depth` trees, each holding the next under the name `a`, the innermost holding an empty file `x`;
    /// returns the outermost tree's id.
    static func nestedTrees(depth: Int, in repository: URL) throws -> String {
        try python("""
            import hashlib, os, sys, zlib
            depth = int(sys.argv[1]); git = sys.argv[2]
            def write(kind, body):
                data = b"%s %d\\0" % (kind, len(body)) + body
                oid = hashlib.sha1(data).hexdigest(); folder = os.path.join(git, "objects", oid[:2])
                os.makedirs(folder, exist_ok=True)
                with open(os.path.join(folder, oid[2:]), "wb") as out: out.write(zlib.compress(data, 1))
                return oid
            empty = write(b"blob", b"")
            oid = write(b"tree", b"100644 x\\0" + bytes.fromhex(empty))
            for _ in range(depth): oid = write(b"tree", b"40000 a\\0" + bytes.fromhex(oid))
            print(oid)
            """, [String(depth), repository.appendingPathComponent(".git").path])
    }

    private static func python(_ program: String, _ arguments: [String]) throws -> String {
        let result = try DocGenProcess.execute(URL(fileURLWithPath: "/usr/bin/python3"), ["-c", program] + arguments,
                                               in: FileManager.default.temporaryDirectory)
        guard result.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: ["stderr": result.stderr]) }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
