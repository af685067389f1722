import ArgumentParser
import DocGenKit

struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "build", abstract: "Builds the static site.")
    func run() async throws {}
}
