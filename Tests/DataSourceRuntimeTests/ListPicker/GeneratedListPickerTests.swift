import DataSourceRuntime
import Testing

/// The protocol generated picker namespaces conform to builds and loads the right runtime type.
@Suite struct GeneratedListPickerTests {
    struct Fruit: Identifiable, TitledListItem {
        var id: String
        var name: String
        var listPickerTitle: String { name }
        var listPickerSubtitle: String? { id }
    }

    enum FruitPicker: GeneratedListPicker {
        typealias DataSource = UniqueIdentifierListPicker<Fruit>
        static var emptyDataSource: DataSource {
            DataSource(
                configuration: .init(title: { $0.listPickerTitle }, allowsMultipleSelection: true), showsSelectAll: true
            )
        }
    }

    enum NumberPicker: GeneratedListPicker {
        typealias DataSource = IndexListPicker<Int>
        static var emptyDataSource: DataSource { DataSource(configuration: .init(title: { "#\($0)" })) }
    }

    @Test func makeDataSourceConfiguresAndLoads() {
        let picker = FruitPicker.makeDataSource(items: [
            Fruit(id: "a", name: "Apple"), Fruit(id: "b", name: "Banana"), Fruit(id: "a", name: "Again"),
        ])
        #expect(picker.numberOfRows() == 2, "keepFirst drops the repeated identifier")
        #expect(picker.allUniqueIdentifiers() == ["a", "b"])
        #expect(FruitPicker.makeDataSource().numberOfRows() == 0)
        var numbers = NumberPicker.makeDataSource(items: [3, 1, 2])
        #expect(numbers.select(at: 1) == .selected)
        #expect(numbers.selectionDescription() == "#1")
    }
}
