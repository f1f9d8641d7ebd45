print("datasource-gen")
