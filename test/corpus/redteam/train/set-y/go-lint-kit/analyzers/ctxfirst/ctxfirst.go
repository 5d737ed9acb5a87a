// Package ctxfirst reports functions whose context.Context parameter is not first.
package ctxfirst

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

var Analyzer = &analysis.Analyzer{
	Name:     "ctxfirst",
	Doc:      "context.Context should be the first parameter",
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run:      run,
}

func isCtx(t types.Type) bool {
	n, ok := t.(*types.Named)
	if !ok {
		return false
	}
	o := n.Obj()
	return o.Pkg() != nil && o.Pkg().Path() == "context" && o.Name() == "Context"
}

func run(pass *analysis.Pass) (any, error) {
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	ins.Preorder([]ast.Node{(*ast.FuncType)(nil)}, func(n ast.Node) {
		ft := n.(*ast.FuncType)
		if ft.Params == nil {
			return
		}
		idx := 0
		for _, f := range ft.Params.List {
			t := pass.TypesInfo.TypeOf(f.Type)
			names := len(f.Names)
			if names == 0 {
				names = 1
			}
			if t != nil && isCtx(t) && idx != 0 {
				pass.Reportf(f.Pos(), "context.Context should be the first parameter")
			}
			idx += names
		}
	})
	return nil, nil
}
