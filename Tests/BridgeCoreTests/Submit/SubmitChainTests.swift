import BridgeCore
import Testing

/// SwiftUI's `onSubmit` examples, each asserting exactly what the article says
/// the console shows. Handlers are their printed lines; a chain is built the way
/// the environment builds it, outermost modifier first.
@Suite("Submit: SwiftUI's onSubmit examples")
struct SubmitChainTests {
    /// The article's form: `.onSubmit { commit1 }.onSubmit { commit2 }` on the Form,
    /// so commit2 is the outer modifier.
    let form = SubmitChain<String>()
        .adding("textfield in form commit2")
        .adding("textfield in form commit1")

    @Test("Nested handlers run from the outside in")
    func nestedOrder() {
        let group = form.adding("textfield in group commit")
        let text1 = group.adding("text1 commit")
        let text2 = group.adding("text2 commit")
        let text3 = form.adding("text3 commit")

        #expect(text1.actions(for: .text) == [
            "textfield in form commit2",
            "textfield in form commit1",
            "textfield in group commit",
            "text1 commit",
        ])
        #expect(text2.actions(for: .text).last == "text2 commit")
        #expect(text3.actions(for: .text) == [
            "textfield in form commit2",
            "textfield in form commit1",
            "text3 commit",
        ])
    }

    @Test("submitScope after the Group keeps text1's submit inside it")
    func submitScope() {
        // Group { ... }.submitScope().onSubmit { group }: the scope is inside the
        // group's handler, so it cuts that handler off too.
        let insideScope = form.adding("textfield in group commit").scoped()
        #expect(insideScope.adding("text1 commit").actions(for: .text) == ["text1 commit"])
        // text3 is outside the Group and still reaches the form.
        #expect(form.adding("text3 commit").actions(for: .text).count == 3)
    }

    @Test("A scope that does not block leaves the chain as it was")
    func nonBlockingScope() {
        let chain = form.scoped(false).adding("text1 commit")
        #expect(chain.actions(for: .text).count == 3)
    }

    @Test("A text field and a search field each reach their own handlers")
    func searchableBasic() {
        // Form { TextField.onSubmit { textField } }.searchable(...).onSubmit(of: .search) { searchField }
        let root = SubmitChain<String>().adding(of: .search, "searchField commit")
        let textField = root.adding("textField commit")
        let searchField = root  // the search field sits where `searchable` is applied
        #expect(textField.actions(for: .text) == ["textField commit"])
        #expect(searchField.actions(for: .search) == ["searchField commit"])
    }

    @Test("onSubmit(of: .search) stops a text submit from reaching handlers outside it, and the reverse")
    func searchBlocksText() {
        // .searchable(...).onSubmit(of: .search) { searchField commit1 }.onSubmit { textField commit (outer) }
        let root = SubmitChain<String>()
            .adding("textField commit (outer)")
            .adding(of: .search, "searchField commit1")
        let textField = root.adding("textField commit")
        #expect(textField.actions(for: .text) == ["textField commit"])
        #expect(root.actions(for: .search) == ["searchField commit1"])
    }

    @Test("onSubmit(of: [.text, .search]) answers both")
    func textAndSearch() {
        let root = SubmitChain<String>().adding(of: [.text, .search], "Something has been submitted")
        #expect(root.adding("textField commit").actions(for: .text) == ["Something has been submitted", "textField commit"])
        #expect(root.actions(for: .search) == ["Something has been submitted"])
    }

    @Test("onSubmit(of: .search) placed before searchable never fires, and blocks the text field")
    func searchHandlerInsideSearchable() {
        // Form { TextField.onSubmit { textField } }.onSubmit(of: .search) { never }
        //     .searchable(...).onSubmit(of: .search) { after }
        let searchField = SubmitChain<String>().adding(of: .search, "searchField commit (after searchable)")
        let formContent = searchField.adding(of: .search, "searchField commit1")
        #expect(searchField.actions(for: .search) == ["searchField commit (after searchable)"])
        #expect(formContent.adding("textField commit").actions(for: .text) == ["textField commit"])
    }

    @Test("Empty triggers: a handler for nothing stops everything; an empty submission runs nothing")
    func emptyTriggers() {
        let chain = SubmitChain<String>().adding("outer").adding(of: [], "deaf").adding("inner")
        #expect(chain.actions(for: .text) == ["inner"])
        #expect(chain.actions(for: []).isEmpty)
        #expect(chain.count == 3)
    }

    @Test("Triggers print as Swift spells them")
    func triggerDescription() {
        #expect(SubmitTriggerSet.text.description == ".text")
        #expect(SubmitTriggerSet([.text, .search]).description == "[.text, .search]")
    }
}

@Suite("SubmitChain at any depth")
struct SubmitChainDepthTests {
    @Test("a chain 300,000 handlers deep submits and is freed without running out of stack")
    func deepChainIsFreed() {
        var chain = SubmitChain<Int>()
        for level in 0..<300_000 { chain = chain.adding(level) }
        let shared = chain.adding(-1)   // a second chain sharing every node but one
        #expect(chain.actions(for: .text).count == 300_000)
        chain = SubmitChain()
        #expect(shared.actions(for: .text).first == 0, "freeing one chain leaves the handlers another still holds")
        #expect(shared.count == 300_001)
    }
}
